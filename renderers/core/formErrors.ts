import type { ErrorObject } from 'ajv';
import { NO_ERRORS } from './errorIndex';
import { toFormPath, toInstancePath } from './formPath';

type Errors = ErrorObject[];

/** An error found outside the form (the server's answer to a save), keyed by field. */
export interface ExternalError {
  field: string;
  keyword: string;
  message: string;
}

/**
 * The errors a form shows, in the shape JSON Forms matches to controls: its own shown errors, then external ones on
 * fields it does not already flag. Each control subscribes to its own path's errors (`errorsSlice`), so a new list
 * repaints only the controls whose errors changed, and the list itself is replaced only when an error changed.
 */
export interface FormErrors {
  list(): Errors;
  /** The form's own shown errors. */
  setOwn(errors: Errors): void;
  setExternal(errors: ReadonlyArray<ExternalError> | undefined): void;
  subscribe(listener: () => void): () => void;
}

/** A portal error on `field` as JSON Forms matches errors to controls (by instance path). */
export function toErrorObject(field: string, keyword: string, message: string): ErrorObject {
  return { instancePath: toInstancePath(toFormPath(field)), schemaPath: '', keyword, params: {}, message };
}

const sameErrors = (a: Errors, b: Errors) =>
  a.length === b.length && a.every((error, index) => {
    const other = b[index];
    return other !== undefined && error.instancePath === other.instancePath && error.keyword === other.keyword && error.message === other.message;
  });

function withExternal(own: Errors, external: Errors): Errors {
  if (external.length === 0) return own;
  const flagged = new Set(own.map((error) => error.instancePath));
  const extra = external.filter((error) => !flagged.has(error.instancePath));
  return extra.length === 0 ? own : [...own, ...extra];
}

export function createFormErrors(external?: ReadonlyArray<ExternalError>): FormErrors {
  const listeners = new Set<() => void>();
  let own: Errors = NO_ERRORS;
  let outside: Errors = (external ?? []).map((error) => toErrorObject(error.field, error.keyword, error.message));
  let shown = withExternal(own, outside);
  const update = () => {
    const next = withExternal(own, outside);
    if (sameErrors(next, shown)) return;
    shown = next;
    listeners.forEach((listener) => listener());
  };
  return {
    list: () => shown,
    setOwn(errors) {
      own = errors;
      update();
    },
    setExternal(errors) {
      outside = (errors ?? []).map((error) => toErrorObject(error.field, error.keyword, error.message));
      update();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
