import Ajv from 'ajv';
import type { AnySchemaObject, KeywordDefinition, ValidateFunction } from 'ajv';

let checker: Ajv | undefined;

/**
 * The AJV instance that checks keyword values against their keywords' meta-schemas. Those meta-schemas are written
 * in `../keywords/` and are not themselves checked against the draft-07 meta-schema, whose compile would cost more
 * than all the checks together.
 */
function keywordValueChecker(): Ajv {
  checker ??= new Ajv({ allErrors: true, strict: true, strictTypes: false, allowUnionTypes: true, ownProperties: true, validateSchema: false });
  return checker;
}

/** Checks a keyword's value against `metaSchema`, compiled the first time a schema uses the keyword (once per process). */
function lazyCheck(metaSchema: AnySchemaObject): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const check: ((value: unknown) => boolean) & Pick<ValidateFunction, 'errors'> = (value) => {
    compiled ??= keywordValueChecker().compile(metaSchema);
    const valid = compiled(value);
    check.errors = compiled.errors;
    return valid;
  };
  check.errors = undefined;
  // AJV types `validateSchema` as a compiled function (with its schema and code); it only calls it and reads `errors`.
  return check as ValidateFunction;
}

const checked = new WeakMap<KeywordDefinition, KeywordDefinition>();

/**
 * `definition` with its `metaSchema` checked lazily: AJV would compile every keyword's meta-schema (and the draft-07
 * meta-schema to check them) when the keyword is added, which makes creating an instance cost more than compiling a
 * whole module. A malformed keyword value still fails the schema's compile with the same message.
 */
export function withLazyValueCheck(definition: KeywordDefinition): KeywordDefinition {
  const { metaSchema, ...rest } = definition;
  if (metaSchema === undefined || definition.validateSchema !== undefined) return definition;
  let lazy = checked.get(definition);
  if (!lazy) {
    lazy = { ...rest, validateSchema: lazyCheck(metaSchema) };
    checked.set(definition, lazy);
  }
  return lazy;
}

/** `definition` without its `metaSchema`, for an instance that compiles only schemas whose keyword values are known good. */
export function withoutValueCheck(definition: KeywordDefinition): KeywordDefinition {
  const unchecked = { ...definition };
  delete unchecked.metaSchema;
  return unchecked;
}
