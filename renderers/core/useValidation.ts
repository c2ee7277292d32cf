import { useCallback, useEffect, useRef } from 'react';
import type { FormData, FormRuntime, ModuleOptions, PortalError, RawFieldDefinitions } from '../../schema-adapters/index';
import { type FormErrors, toErrorObject } from './formErrors';
import { toFormPath } from './formPath';
import { type DelayedCall, useDelayedCall } from './useDelayedCall';

const VALIDATION_DELAY_MS = 150;

/** What the next validation run owes: the data it checks (the form's latest when absent), who waits for its verdict, fields it reveals. */
interface Pending {
  data: FormData | undefined;
  then: ((found: PortalError[]) => void) | undefined;
  touched: Set<string>;
}

const nothingPending = (): Pending => ({ data: undefined, then: undefined, touched: new Set() });

/** What validation found, and which of it the applicant may see. */
interface Verdict {
  found: PortalError[];
  touched: Set<string>;
  showAll: boolean;
}

const isShown = ({ touched, showAll }: Verdict, error: PortalError) => {
  if (showAll) return true;
  const path = toFormPath(error.field);
  return touched.has(path) || touched.has(path.replace(/_other$/, ''));
};

/** What validation keeps between renders: the delayed run, what that run owes, and the last verdict. */
interface ValidationRefs {
  delayed: DelayedCall;
  pendingRef: { current: Pending };
  verdictRef: { current: Verdict };
}

const optionsKeyOf = (options: ModuleOptions) => `${options.locale}|${options.referee ?? 0}`;

/**
 * Validation run at once: a delayed run is cancelled and what it owed is settled here (its touched fields revealed,
 * its caller told), and the errors the applicant may see are handed to `shown`.
 */
function useValidateNow(runtime: FormRuntime, fields: RawFieldDefinitions, options: ModuleOptions, shown: FormErrors, { delayed, pendingRef, verdictRef }: ValidationRefs) {
  const optionsKey = optionsKeyOf(options);
  const publish = useCallback(() => {
    const current = verdictRef.current;
    shown.setOwn(current.found.filter((error) => isShown(current, error)).map((error) => toErrorObject(error.field, error.keyword, error.message)));
  }, [shown, verdictRef]);

  return useCallback(
    (data: FormData): PortalError[] => {
      delayed.cancel();
      const owed = pendingRef.current;
      pendingRef.current = nothingPending();
      const found = safeValidate(runtime, fields, data, options);
      verdictRef.current.found = found;
      owed.touched.forEach((path) => verdictRef.current.touched.add(path));
      publish();
      owed.then?.(found);
      return found;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [runtime, fields, optionsKey, publish],
  );
}

/** Validates `initial` once the browser is next idle and drops the result, so the validators are compiled before the first touch needs them. */
function useValidatorsWarmUp(runtime: FormRuntime, fields: RawFieldDefinitions, options: ModuleOptions, initial: FormData) {
  const optionsKey = optionsKeyOf(options);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return undefined;
    const handle = requestIdleCallback(() => safeValidate(runtime, fields, initial, options));
    return () => cancelIdleCallback(handle);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, fields, optionsKey]);
}

/**
 * Validation with the portal keywords, run after a short pause in typing (and at once on request), shown per field
 * only once that field was touched or after a save attempt: never on first render. The shown errors go to `shown`,
 * which repaints only the controls whose errors changed (the form itself does not re-render for them).
 *
 * A touched field is revealed by the next validation run, never against errors found before its last change: showing
 * them at once would flash a stale "required" (say, under an upload that is still arriving) that then vanishes and
 * moves the page under the applicant's pointer.
 *
 * Nothing is validated while the form opens, since no error shows before a validation run anyway. `initial` is
 * validated once when the browser is next idle, and the result dropped, so that the validators are compiled before
 * the first touch needs them. `latestData` must be stable: it answers what the form holds now.
 */
export function useValidation(
  runtime: FormRuntime,
  fields: RawFieldDefinitions,
  options: ModuleOptions,
  initial: FormData,
  latestData: () => FormData,
  shown: FormErrors,
) {
  const delayed = useDelayedCall();
  const pending = useRef<Pending>(nothingPending());
  const verdict = useRef<Verdict>({ found: [], touched: new Set(), showAll: false });
  const validateNow = useValidateNow(runtime, fields, options, shown, { delayed, pendingRef: pending, verdictRef: verdict });

  const schedule = useCallback(
    () => delayed.start(() => validateNow(pending.current.data ?? latestData()), VALIDATION_DELAY_MS),
    [delayed, validateNow, latestData],
  );

  const validateSoon = useCallback(
    (data: FormData, then: (found: PortalError[]) => void) => {
      pending.current.data = data;
      pending.current.then = then;
      schedule();
    },
    [schedule],
  );

  useValidatorsWarmUp(runtime, fields, options, initial);

  const touch = useCallback(
    (formPath: string) => {
      if (verdict.current.touched.has(formPath) || pending.current.touched.has(formPath)) return;
      pending.current.touched.add(formPath);
      // The change that came with this touch reaches validateSoon a moment later; validate what the form holds then.
      pending.current.data = undefined;
      schedule();
    },
    [schedule],
  );

  /** Validates now and shows every error from now on (a save attempt). */
  const validateAll = useCallback(
    (data: FormData): PortalError[] => {
      verdict.current.showAll = true;
      return validateNow(data);
    },
    [validateNow],
  );

  return { touch, validateNow, validateSoon, validateAll };
}

/** `validateSoon` of `useValidation`: validates `data` after a short pause in typing, then tells `then` what it found. */
export type ValidateSoon = (data: FormData, then: (found: PortalError[]) => void) => void;

/** A validator that throws leaves the form not valid: the error says it could not be checked. */
export function safeValidate(runtime: FormRuntime, fields: RawFieldDefinitions, data: FormData, options: ModuleOptions): PortalError[] {
  try {
    return runtime.validate(fields, data, options);
  } catch {
    return [{ field: '', keyword: 'checkFailed', message: runtime.translate(options.locale ?? 'sc', 'validation.checkFailed') }];
  }
}
