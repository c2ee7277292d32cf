import { checkPassword } from '../../../schema-adapters/validators/password';
import { checkValueFormat } from '../../../schema-adapters/validators/patterns';

/** A message key under `portal.account.check`, or null when the value passes. */
export type CheckKey = 'required' | 'email' | 'mobile' | 'phone' | 'account' | 'password' | 'mismatch' | 'captcha' | 'name' | 'code';

/** One field's rule: the value and the whole form in, a message key or null out. */
export type Rule<T> = (value: string, values: T) => CheckKey | null;

/** The mainland country code: numbers there must be 11 digits (1, then 3–9, then nine digits). */
export const MAINLAND_CODE = '+86';

/** Phone input keeps digits, spaces, hyphens and parentheses; the check uses the digits only. */
export const phoneDigits = (value: string): string => value.replace(/[\s\-()]/g, '');

/** Non-empty after trimming. */
export const required = (value: string): CheckKey | null => (value.trim() ? null : 'required');

/** A required e-mail in the spec's format. */
export const emailRule = (value: string): CheckKey | null =>
  required(value) ?? (checkValueFormat('email', value.trim()).ok ? null : 'email');

/** A required mobile number: mainland numbers 1[3-9] + 9 digits, others 4–15 digits. */
export function mobileRule(value: string, phoneCode: string = MAINLAND_CODE): CheckKey | null {
  const missing = required(value);
  if (missing) return missing;
  const digits = phoneDigits(value.trim());
  if (phoneCode === MAINLAND_CODE) return checkValueFormat('cn_mobile', digits).ok ? null : 'mobile';
  return /^\d{4,15}$/.test(digits) ? null : 'phone';
}

/** A password login's account: an e-mail (with @), a mainland mobile number, or an international one starting with +. */
export const accountRule = (value: string): CheckKey | null => {
  const missing = required(value);
  if (missing) return missing;
  if (value.includes('@')) return emailRule(value) ? 'account' : null;
  if (value.trim().startsWith('+')) return /^\+\d{5,18}$/.test(phoneDigits(value.trim())) ? null : 'account';
  return mobileRule(value) ? 'account' : null;
};

/** A new password: the spec's policy (8+ characters with upper case, lower case and a digit). */
export const passwordRule = (value: string): CheckKey | null => required(value) ?? (checkPassword(value) ? null : 'password');

/** The confirmation must equal `password`. */
export const confirmRule = (value: string, password: string): CheckKey | null => required(value) ?? (value === password ? null : 'mismatch');

/** The real name: required, at most 64 characters. */
export const nameRule = (value: string): CheckKey | null => (value.trim() ? (value.trim().length > 64 ? 'name' : null) : 'required');

/** The picture captcha answer. */
export const captchaRule = (value: string): CheckKey | null => (value.trim() ? null : 'captcha');

/** A verification code. */
export const codeRule = (value: string): CheckKey | null => (value.trim() ? null : 'code');

/** Runs every rule of a form: the first failing key per field (fields without a rule pass). */
export function validateAll<T extends Record<string, string>>(values: T, rules: Partial<Record<keyof T, Rule<T>>>): Partial<Record<keyof T, CheckKey>> {
  const errors: Partial<Record<keyof T, CheckKey>> = {};
  for (const key of Object.keys(rules) as Array<keyof T>) {
    const error = rules[key]?.(values[key] ?? '', values) ?? null;
    if (error) errors[key] = error;
  }
  return errors;
}

/** The contact an account names: an e-mail (with @), or a mobile number (digits only). */
export const contactOf = (account: string): { email: string } | { mobile: string } =>
  account.includes('@') ? { email: account.trim() } : { mobile: phoneDigits(account.trim()) };
