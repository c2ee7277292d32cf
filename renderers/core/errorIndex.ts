import { type JsonFormsCore, type JsonSchema, errorAt, errorsAt, getControlPath } from '@jsonforms/core';
import type { ErrorObject } from 'ajv';

type Errors = ErrorObject[];

/** The errors of one list, grouped by the control path they point at; `null` when per-path grouping would not be exact. */
type ByPath = Map<string, Errors> | null;

const EMPTY: Errors = [];
const indexes = new WeakMap<Errors, ByPath>();

/**
 * Errors on combinator keywords make JSON Forms compare schemas across paths, so such lists are searched in full;
 * every other error belongs to the one control whose path it names.
 */
function indexOf(errors: Errors): ByPath {
  let index = indexes.get(errors);
  if (index !== undefined) return index;
  if (errors.some((error) => error.keyword === 'oneOf' || error.keyword === 'anyOf')) {
    index = null;
  } else {
    index = new Map();
    for (const error of errors) {
      const path = getControlPath(error) as string;
      const bucket = index.get(path);
      if (bucket) bucket.push(error);
      else index.set(path, [error]);
    }
  }
  indexes.set(errors, index);
  return index;
}

/** The form's validation errors and its additional ones, as JSON Forms joins them (one list per pair of lists). */
const joined = new WeakMap<Errors, WeakMap<Errors, Errors>>();

function allErrors(core: JsonFormsCore): Errors {
  const additional = core.additionalErrors ?? EMPTY;
  if (core.validationMode === 'ValidateAndHide') return additional;
  const own = core.errors ?? EMPTY;
  if (own.length === 0) return additional;
  if (additional.length === 0) return own;
  let byOwn = joined.get(additional);
  if (!byOwn) joined.set(additional, (byOwn = new WeakMap()));
  let both = byOwn.get(own);
  if (!both) byOwn.set(own, (both = [...own, ...additional]));
  return both;
}

/**
 * `getErrorAt(path, schema)` of JSON Forms with the same result, for long forms: each list of errors is grouped by path
 * once, so a control looks up its own errors instead of testing every error of the form, on every change of the form.
 */
export function errorsAtPath(core: JsonFormsCore, path: string, schema: JsonSchema): Errors {
  const errors = allErrors(core);
  if (errors.length === 0) return EMPTY;
  const index = indexOf(errors);
  if (index === null) return errorAt(path, schema)(core);
  const bucket = index.get(path);
  return bucket === undefined ? EMPTY : errorsAt(path, schema, (candidate) => candidate === path)(bucket);
}
