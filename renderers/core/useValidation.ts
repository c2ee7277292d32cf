import type { ErrorObject } from 'ajv';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FormData, type ModuleOptions, type PortalError, validateModule } from '../../schema-adapters/index';
import { toFormPath, toInstancePath } from './formPath';

const VALIDATION_DELAY_MS = 150;

/**
 * Validation with the portal keywords, run after a short pause in typing (and at once on request), shown per field
 * only once that field was touched or after a save attempt: never on first render.
 */
export function useValidation(fields: unknown, options: ModuleOptions, initial: FormData) {
  const [errors, setErrors] = useState<PortalError[]>(() => safeValidate(fields, initial, options));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const optionsKey = `${options.locale}|${options.referee ?? 0}`;

  const validateNow = useCallback(
    (data: FormData): PortalError[] => {
      clearTimeout(timer.current);
      const found = safeValidate(fields, data, options);
      setErrors(found);
      return found;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fields, optionsKey],
  );

  const validateSoon = useCallback(
    (data: FormData, then: (found: PortalError[]) => void) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => then(validateNow(data)), VALIDATION_DELAY_MS);
    },
    [validateNow],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const touch = useCallback((formPath: string) => {
    setTouched((current) => (current.has(formPath) ? current : new Set(current).add(formPath)));
  }, []);

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

function safeValidate(fields: unknown, data: FormData, options: ModuleOptions): PortalError[] {
  try {
    return validateModule(fields, data, options);
  } catch {
    return [];
  }
}
