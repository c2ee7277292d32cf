import type { ErrorObject } from 'ajv';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormData, FormRuntime, ModuleOptions, PortalError, RawFieldDefinitions } from '../../schema-adapters/index';
import { toFormPath, toInstancePath } from './formPath';

const VALIDATION_DELAY_MS = 150;

/** What the next validation run owes: the data it checks (the form's latest when absent), who waits for its verdict, fields it reveals. */
interface Pending {
  data: FormData | undefined;
  then: ((found: PortalError[]) => void) | undefined;
  touched: Set<string>;
}

const nothingPending = (): Pending => ({ data: undefined, then: undefined, touched: new Set() });

/**
 * Validation with the portal keywords, run after a short pause in typing (and at once on request), shown per field
 * only once that field was touched or after a save attempt: never on first render.
 *
 * A touched field is revealed by the next validation run, never against errors found before its last change: showing
 * them at once would flash a stale "required" (say, under an upload that is still arriving) that then vanishes and
 * moves the page under the applicant's pointer.
 *
 * Nothing is validated while the form opens, since no error shows before a validation run anyway. `initial` is
 * validated once when the browser is next idle, and the result dropped, so that the validators are compiled before
 * the first touch needs them. `latestData` must be stable: it answers what the form holds now.
 */
export function useValidation(runtime: FormRuntime, fields: RawFieldDefinitions, options: ModuleOptions, initial: FormData, latestData: () => FormData) {
  const [errors, setErrors] = useState<PortalError[]>([]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<Pending>(nothingPending());
  const touchedRef = useRef(touched);
  const optionsKey = `${options.locale}|${options.referee ?? 0}`;

  const validateNow = useCallback(
    (data: FormData): PortalError[] => {
      clearTimeout(timer.current);
      const owed = pending.current;
      pending.current = nothingPending();
      const found = safeValidate(runtime, fields, data, options);
      setErrors(found);
      if (owed.touched.size > 0) {
        const next = new Set(touchedRef.current);
        owed.touched.forEach((path) => next.add(path));
        touchedRef.current = next;
        setTouched(next);
      }
      owed.then?.(found);
      return found;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [runtime, fields, optionsKey],
  );

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => validateNow(pending.current.data ?? latestData()), VALIDATION_DELAY_MS);
  }, [validateNow, latestData]);

  const validateSoon = useCallback(
    (data: FormData, then: (found: PortalError[]) => void) => {
      pending.current.data = data;
      pending.current.then = then;
      schedule();
    },
    [schedule],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return undefined;
    const handle = requestIdleCallback(() => safeValidate(runtime, fields, initial, options));
    return () => cancelIdleCallback(handle);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, fields, optionsKey]);

  const touch = useCallback(
    (formPath: string) => {
      if (touchedRef.current.has(formPath) || pending.current.touched.has(formPath)) return;
      pending.current.touched.add(formPath);
      // The change that came with this touch reaches validateSoon a moment later; validate what the form holds then.
      pending.current.data = undefined;
      schedule();
    },
    [schedule],
  );

  const shown = useMemo(
    () => errors.filter((error) => showAll || touched.has(toFormPath(error.field)) || touched.has(toFormPath(error.field).replace(/_other$/, ''))),
    [errors, touched, showAll],
  );

  const additionalErrors = useMemo<ErrorObject[]>(
    () =>
      shown.map((error) => ({
        instancePath: toInstancePath(toFormPath(error.field)),
        schemaPath: '',
        keyword: error.keyword,
        params: {},
        message: error.message,
      })),
    [shown],
  );

  return { errors, shown, additionalErrors, touch, validateNow, validateSoon, showAllErrors: () => setShowAll(true) };
}

/** A validator that throws leaves the form not valid: the error says it could not be checked. */
export function safeValidate(runtime: FormRuntime, fields: RawFieldDefinitions, data: FormData, options: ModuleOptions): PortalError[] {
  try {
    return runtime.validate(fields, data, options);
  } catch {
    return [{ field: '', keyword: 'checkFailed', message: runtime.translate(options.locale ?? 'sc', 'validation.checkFailed') }];
  }
}
