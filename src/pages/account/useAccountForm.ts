import { type ChangeEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** A small form state with the validation rules: errors show after a field's blur and after a submit attempt. */
export function useAccountForm<T extends Record<string, string>>(initial: T, rules: Partial<Record<keyof T, Rule<T>>>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(() => validateAll(values, rules), [values, rules]);

  const setValue = useCallback((name: keyof T, value: string) => setValues((current) => ({ ...current, [name]: value })), []);

  const message = (key: CheckKey | undefined) => (key ? t(`portal.account.check.${key}`) : undefined);

  /** Props for the field `name` (spread onto a TextField). */
  const bind = (name: keyof T & string, helper?: string): BoundField => {
    const shown = submitted || touched[name] ? errors[name] : undefined;
    return {
      name,
      value: values[name] ?? '',
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      error: Boolean(shown),
      helperText: message(shown) ?? helper,
    };
  };

  /** Marks the form submitted; true when every rule passes. */
  const check = (): boolean => {
    setSubmitted(true);
    return Object.keys(errors).length === 0;
  };

  /** Forgets touched state (after the form is switched to another mode). */
  const resetTouched = () => {
    setTouched({});
    setSubmitted(false);
  };

  return { values, errors, setValue, bind, check, resetTouched };
}
