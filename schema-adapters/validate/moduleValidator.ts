import type { ErrorObject, ValidateFunction } from 'ajv';
import { pointerSegment } from '../keywords/pointer';
import type { JsonSchema } from '../schemaTypes';
import { type KeyedRule, isKeyList, keyedData, keyedRule, withFieldKeys } from './keyedRule';

type Data = Record<string, unknown>;

/** Every AJV error of one module's values, in the order AJV reports them for the whole container schema. */
export type ModuleValidator = (data: Data) => ErrorObject[];

/** The validator of one schema (precompiled or compiled, see `validatorSource.ts`). */
export type ValidatorOf = (schema: JsonSchema) => ValidateFunction;

/** A sub-schema checked against part of the data, compiled the first time it is needed. */
interface Part {
  schema: JsonSchema;
  validate?: ValidateFunction;
}

/**
 * One `allOf` item; skipped while a key its `if` requires is absent, since its `then` cannot apply then. Compiled
 * with placeholder keys where it can be (`keyed`), so rules that differ only in their keys share a validator.
 */
interface ConditionalPart extends Part {
  guard: string[];
  keyed: KeyedRule | undefined;
}

const CONTAINER_KEYWORDS = new Set(['type', 'required', 'properties', 'allOf', 'portalCompare', 'uniqueValues']);
const AFTER_PROPERTIES = ['portalCompare', 'uniqueValues'];

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPresent = (data: Data, key: string) => Object.hasOwn(data, key) && data[key] !== undefined;

function pick(schema: JsonSchema, keywords: string[]): JsonSchema | undefined {
  const picked: JsonSchema = {};
  for (const keyword of keywords) if (Object.hasOwn(schema, keyword)) picked[keyword] = schema[keyword];
  return Object.keys(picked).length > 0 ? picked : undefined;
}

function guardOf(item: JsonSchema): string[] {
  if (!isSchema(item.if) || Object.hasOwn(item, 'else')) return [];
  const required = item.if.required;
  return isKeyList(required) ? required : [];
}

function run(validatorOf: ValidatorOf, part: Part, data: unknown, prefix: string, errors: ErrorObject[]): void {
  part.validate ??= validatorOf(part.schema);
  if (part.validate(data)) return;
  for (const error of part.validate.errors ?? []) errors.push(prefix ? { ...error, instancePath: prefix + error.instancePath } : error);
}

function runConditional(validatorOf: ValidatorOf, part: ConditionalPart, data: Data, errors: ErrorObject[]): void {
  const { keyed } = part;
  if (!keyed) {
    run(validatorOf, part, data, '', errors);
    return;
  }
  part.validate ??= validatorOf(keyed.schema);
  if (part.validate(keyedData(keyed, data))) return;
  for (const error of part.validate.errors ?? []) errors.push(withFieldKeys(keyed, error));
}

/** Splits a container schema the way AJV orders its keywords: `allOf`, then `type`/`required`, properties, container rules. */
function decompose(schema: JsonSchema) {
  const allOf = Array.isArray(schema.allOf) ? schema.allOf.filter(isSchema) : [];
  const properties = isSchema(schema.properties) ? schema.properties : {};
  return {
    conditionals: allOf.map((item): ConditionalPart => ({ schema: item, guard: guardOf(item), keyed: keyedRule(item) })),
    frame: pick(schema, ['type', 'required']),
    properties: Object.keys(properties).flatMap((key) => {
      const property = properties[key];
      if (!isSchema(property)) return [];
      const part: Part = { schema: property };
      return [{ key, prefix: `/${pointerSegment(key)}`, part }];
    }),
    after: pick(schema, AFTER_PROPERTIES),
  };
}

const isDecomposable = (schema: JsonSchema) => Object.keys(schema).every((keyword) => CONTAINER_KEYWORDS.has(keyword));

/** Every schema `moduleValidator` may ask a validator of for `schema` (duplicates included), in no particular order. */
export function moduleSchemas(schema: JsonSchema): JsonSchema[] {
  if (!isDecomposable(schema)) return [schema];
  const { conditionals, frame, properties, after } = decompose(schema);
  return [
    ...conditionals.map((part) => part.keyed?.schema ?? part.schema),
    ...(frame ? [frame] : []),
    ...properties.map(({ part }) => part.schema),
    ...(after ? [after] : []),
  ];
}

/**
 * Validates data against a module's container schema as AJV would validate the whole, but from small validators
 * shared by every property or rule of the same shape; each is asked of `validatorOf` when first needed. A schema with
 * other container keywords is validated whole.
 */
export function moduleValidator(validatorOf: ValidatorOf, schema: JsonSchema): ModuleValidator {
  if (!isDecomposable(schema)) {
    const whole: Part = { schema };
    return (data) => {
      const errors: ErrorObject[] = [];
      run(validatorOf, whole, data, '', errors);
      return errors;
    };
  }
  const { conditionals, frame, properties, after } = decompose(schema);
  const framePart: Part | undefined = frame && { schema: frame };
  const afterPart: Part | undefined = after && { schema: after };
  return (data) => {
    const errors: ErrorObject[] = [];
    for (const conditional of conditionals) {
      if (conditional.guard.every((key) => isPresent(data, key))) runConditional(validatorOf, conditional, data, errors);
    }
    if (framePart) run(validatorOf, framePart, data, '', errors);
    for (const { key, prefix, part } of properties) {
      if (isPresent(data, key)) run(validatorOf, part, data[key], prefix, errors);
    }
    if (afterPart) run(validatorOf, afterPart, data, '', errors);
    return errors;
  };
}
