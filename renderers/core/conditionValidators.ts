import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { type JsonSchema, sharedValidator } from '../../schema-adapters/index';

/** What rule evaluation asks of Ajv: `evaluateCondition` in JSON Forms only calls `validate(schema, value)`. */
interface ConditionValidator {
  validate(schema: object, data: unknown): boolean;
}

const validators = new WeakMap<Ajv, ConditionValidator>();

/**
 * `ajv.validate(schema, value)` for rule conditions, compiling each distinct condition once: Ajv caches compiled
 * schemas by object, and a module whose fields each carry their own copy of the same condition (every field a trigger
 * opens) would otherwise compile it once per field while the form opens. The module validators' shared cache holds
 * them by content; the per-object map spares the JSON text of a condition already seen.
 */
export function conditionValidator(ajv: Ajv): ConditionValidator {
  let found = validators.get(ajv);
  if (found) return found;
  const byObject = new WeakMap<object, ValidateFunction>();
  found = {
    validate(schema, data) {
      let validate = byObject.get(schema);
      if (!validate) byObject.set(schema, (validate = sharedValidator(ajv, schema as JsonSchema)));
      return validate(data) as boolean;
    },
  };
  validators.set(ajv, found);
  return found;
}
