import type { AnySchemaObject, KeywordDefinition, SchemaValidateFunction } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types';
import { isEmptyValue } from '../validators/emptiness';

/** What a keyword declares besides its check. */
interface KeywordShape {
  /** The keyword's name, also the `keyword` of its errors. */
  keyword: string;
  /** JSON types the keyword applies to; every type when absent. */
  type?: KeywordDefinition['type'];
  /** Schema the keyword's value must satisfy. */
  metaSchema: AnySchemaObject;
}

/** One failure of a keyword; `instancePath` only where the error belongs below the keyword's data. */
export interface KeywordFailure {
  /** The error's `params`. */
  params: Record<string, unknown>;
  /** Where the error shows, when not at the keyword's data. */
  instancePath?: string;
}

/**
 * A keyword that validates with `failuresOf` (every failure of a value, none when it passes), given the keyword's
 * schema value, the data and the data's JSON Pointer.
 */
export function defineKeyword<Schema, Value>(
  shape: KeywordShape,
  failuresOf: (schema: Schema, value: Value, instancePath: string) => KeywordFailure[],
): KeywordDefinition {
  const validate: SchemaValidateFunction = (
    schema: Schema,
    value: Value,
    _parentSchema?: unknown,
    dataCxt?: DataValidationCxt,
  ): boolean => {
    const failures = failuresOf(schema, value, dataCxt?.instancePath ?? '');
    if (failures.length === 0) return true;
    validate.errors = failures.map((failure) => ({ keyword: shape.keyword, ...failure }));
    return false;
  };
  return { ...shape, errors: true, validate };
}

/**
 * A keyword that passes an empty value (`isEmptyValue`) and otherwise fails with at most one error, whose params
 * `failure` returns (`undefined` when the value passes).
 */
export function defineValueKeyword<Schema, Value>(
  shape: KeywordShape,
  failure: (schema: Schema, value: Value) => Record<string, unknown> | undefined,
): KeywordDefinition {
  // Runs on every validation of a value (each keystroke's): a pass allocates nothing.
  const validate: SchemaValidateFunction = (schema: Schema, value: Value): boolean => {
    if (isEmptyValue(value)) return true;
    const params = failure(schema, value);
    if (params === undefined) return true;
    validate.errors = [{ keyword: shape.keyword, params }];
    return false;
  };
  return { ...shape, errors: true, validate };
}
