import { type ChangeEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '../../api/failure';
import { type CheckKey, type Rule, validateAll } from './validation';

/** What a form field needs: value, change and blur handlers, and the translated error once touched. */
export interface BoundField {
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
  onBlur(): void;
  error: boolean;
  helperText?: string;
}

/** The field a refusal of the server names in its data (`{ field }`), if any. */
function refusedField(error: unknown): string | undefined {
  if (!isApiFailure(error) || typeof error.data !== 'object' || error.data === null) return undefined;
  const field = 'field' in error.data ? error.data.field : undefined;
  return typeof field === 'string' ? field : undefined;
}

/**
 * A small form state with the validation rules: errors show after a field's blur and after a submit attempt. A
 * refusal of the server that names a field (its translated message) shows beside that field until it changes.
 */
export function useAccountForm<T extends Record<string, string>>(initial: T, rules: Partial<Record<keyof T, Rule<T>>>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [refusals, setRefusals] = useState<Partial<Record<keyof T, string>>>({});
  const errors = useMemo(() => validateAll(values, rules), [values, rules]);

  const setValue = useCallback((name: keyof T, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setRefusals((current) => {
      if (current[name] === undefined) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const message = (key: CheckKey | undefined) => (key ? t(`portal.account.check.${key}`) : undefined);

  /** Props for the field `name` (spread onto a TextField). */
  const bind = (name: keyof T & string, helper?: string): BoundField => {
    const shown = submitted || touched[name] ? errors[name] : undefined;
    const refusal = refusals[name];
    return {
      name,
      value: values[name] ?? '',
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      error: Boolean(shown ?? refusal),
      helperText: message(shown) ?? refusal ?? helper,
    };
  };

  /** Marks the form submitted; true when every rule passes. */
  const check = (): boolean => {
    setSubmitted(true);
    return Object.keys(errors).length === 0;
  };

  /** Shows a failed call's message beside the field it names; false when it names no field of this form. */
  const showRefusal = (error: unknown): boolean => {
    const field = refusedField(error);
    if (!field || !(field in values) || !isApiFailure(error)) return false;
    setRefusals((current) => ({ ...current, [field]: error.message }));
    return true;
  };

  /** Forgets touched state and refusals (after the form is switched to another mode). */
  const resetTouched = () => {
    setTouched({});
    setSubmitted(false);
    setRefusals({});
  };

  return { values, errors, setValue, bind, check, showRefusal, resetTouched };
}

/** What {@link useAccountForm} gives a form of values `T`, for the parts of the form drawn apart. */
export type AccountForm<T extends Record<string, string>> = ReturnType<typeof useAccountForm<T>>;
