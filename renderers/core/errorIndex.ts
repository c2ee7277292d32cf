import { type JsonFormsCore, type JsonSchema, errorsAt, getControlPath } from '@jsonforms/core';
import type { ErrorObject } from 'ajv';

type Errors = ErrorObject[];

/** The errors of one list, grouped by the control path they point at; `null` when per-path grouping would not be exact. */
type ByPath = Map<string, Errors> | null;

export const NO_ERRORS: Errors = [];
const indexes = new WeakMap<Errors, ByPath>();
/** The per-path groups of the indexes: every error in one names the same control path, and no list holds combinators. */
const buckets = new WeakSet<Errors>();

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
      const path: string = getControlPath(error);
      const bucket = index.get(path);
      if (bucket) bucket.push(error);
      else {
        const created = [error];
        buckets.add(created);
        index.set(path, created);
      }
    }
  }
  indexes.set(errors, index);
  return index;
}

/** Two lists of errors joined in order, the same array for the same pair. */
const joined = new WeakMap<Errors, WeakMap<Errors, Errors>>();

export function joinErrors(first: Errors, second: Errors): Errors {
  if (first.length === 0) return second;
  if (second.length === 0) return first;
  let byFirst = joined.get(second);
  if (!byFirst) joined.set(second, (byFirst = new WeakMap()));
  let both = byFirst.get(first);
  if (!both) byFirst.set(first, (both = [...first, ...second]));
  return both;
}

/** The form's validation errors and its additional ones, as JSON Forms joins them. */
function allErrors(core: JsonFormsCore): Errors {
  const additional = core.additionalErrors ?? NO_ERRORS;
  if (core.validationMode === 'ValidateAndHide') return additional;
  return joinErrors(core.errors ?? NO_ERRORS, additional);
}

/**
 * What changes when the errors of the control at `path` change: the errors that name its path (the same array for the
 * same list), or the whole list when it cannot be grouped by path. A control subscribes to this, not to the list.
 */
export function errorsSlice(errors: Errors, path: string): Errors {
  if (errors.length === 0) return NO_ERRORS;
  const index = indexOf(errors);
  if (index === null) return errors;
  return index.get(path) ?? NO_ERRORS;
}

/** Keywords JSON Forms' `errorsAt` leaves out (unless the error's schema is a one-of enum). */
const LEFT_OUT_KEYWORDS = new Set(['additionalProperties', 'allOf', 'anyOf', 'oneOf']);

/**
 * `errorsAt(path, schema, (candidate) => candidate === path)` of JSON Forms over `errors`, the same errors: for one
 * path's bucket, whose errors all name `path` and come from a list without combinators, only the keyword test is left,
 * and a bucket that passes it whole is returned itself (the same array while the errors stay the same).
 */
export function errorsAtOf(errors: Errors, path: string, schema: JsonSchema): Errors {
  if (errors.length === 0) return NO_ERRORS;
  if (buckets.has(errors) && !errors.some((error) => LEFT_OUT_KEYWORDS.has(error.keyword))) return errors;
  return errorsAt(path, schema, (candidate) => candidate === path)(errors);
}

/**
 * `getErrorAt(path, schema)` of JSON Forms over one list of errors, with the same result, for long forms: each list is
 * grouped by path once, so a control looks up its own errors instead of testing every error of the form.
 */
export function errorsIn(errors: Errors, path: string, schema: JsonSchema): Errors {
  if (errors.length === 0) return NO_ERRORS;
  const index = indexOf(errors);
  if (index === null) return errorsAt(path, schema, (candidate) => candidate === path)(errors);
  return errorsAtOf(index.get(path) ?? NO_ERRORS, path, schema);
}

/** `getErrorAt(path, schema)` of JSON Forms on the form's state, through the per-list index of `errorsIn`. */
export function errorsAtPath(core: JsonFormsCore, path: string, schema: JsonSchema): Errors {
  return errorsIn(allErrors(core), path, schema);
}
