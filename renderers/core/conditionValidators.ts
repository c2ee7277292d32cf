import type { ValidateFunction } from 'ajv';
import type { JsonSchema, ValidatorSource } from '../../schema-adapters/index';

/** What rule evaluation asks of Ajv: `evaluateCondition` in JSON Forms only calls `validate(schema, value)`. */
export interface ConditionValidator {
  validate(schema: object, data: unknown): boolean;
}

const validators = new WeakMap<ValidatorSource, ConditionValidator>();

/**
 * What `<PortalForm>` hands JSON Forms as its `ajv`: `validate(schema, value)` for rule conditions (all JSON Forms asks
 * of it with `validationMode="NoValidation"`), each distinct condition's validator taken once from `source`
 * (precompiled, or compiled by AJV). A module whose fields each carry their own copy of the same condition (every field
 * a trigger opens) asks once per distinct text; the per-object map spares the JSON text of a condition already seen.
 */
export function conditionValidator(source: ValidatorSource): ConditionValidator {
  let found = validators.get(source);
  if (found) return found;
  const byObject = new WeakMap<object, ValidateFunction>();
  found = {
    validate(schema, data) {
      let validate = byObject.get(schema);
      if (!validate) byObject.set(schema, (validate = source.validator(schema as JsonSchema)));
      return validate(data);
    },
  };
  validators.set(source, found);
  return found;
}
