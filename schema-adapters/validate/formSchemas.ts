import type { ModulePlan } from '../module/buildModule';
import type { JsonSchema } from '../schemaTypes';
import { moduleSchemas } from './moduleValidator';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The schemas of a rule condition: its own, or those of the conditions an AND/OR condition joins. */
function conditionSchemas(condition: unknown, into: JsonSchema[]): void {
  if (!isObject(condition)) return;
  if (isObject(condition.schema) && !Array.isArray(condition.schema)) into.push(condition.schema);
  if (Array.isArray(condition.conditions)) for (const nested of condition.conditions) conditionSchemas(nested, into);
}

/** Every rule condition schema of a UI schema, rows' detail layouts and other nested elements included. */
function ruleSchemas(element: unknown, into: JsonSchema[]): void {
  if (Array.isArray(element)) {
    for (const item of element) ruleSchemas(item, into);
    return;
  }
  if (!isObject(element)) return;
  for (const [key, value] of Object.entries(element)) {
    if (key === 'rule' && isObject(value)) conditionSchemas(value.condition, into);
    else if (isObject(value)) ruleSchemas(value, into);
  }
}

/**
 * Every schema a form of `plan` asks a validator of, each once, keyed by its JSON text (as `ValidatorSource` looks
 * them up): the parts of the module's validator and JSON Forms' rule conditions.
 */
export function formValidatorSchemas(plan: ModulePlan): Map<string, JsonSchema> {
  const schemas = moduleSchemas(plan.schema);
  ruleSchemas(plan.uischema, schemas);
  const byText = new Map<string, JsonSchema>();
  for (const schema of schemas) {
    const text = JSON.stringify(schema);
    if (!byText.has(text)) byText.set(text, schema);
  }
  return byText;
}
