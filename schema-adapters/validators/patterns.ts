import { validateHkId } from './hkId';
import type { IdCheckResult } from './idResult';
import { validateMoId } from './moId';
import { validateTwId } from './twId';

/** Every value format name a field may declare (`value_format`), checked by `checkValueFormat`. */
export const VALUE_FORMATS = [
  'cn_mobile',
  'email',
  'chinese',
  'no_chinese',
  'landline',
  'hk_id',
  'mo_id',
  'tw_id',
  'passport',
  'number',
  'letters_spaces',
  'capitals',
] as const;

/** One value format name. */
export type ValueFormat = (typeof VALUE_FORMATS)[number];

/** Outcome of `checkValueFormat`: `checkbit` only for the ID formats with a check digit. */
export interface ValueFormatResult {
  /** True when the value matches. */
  ok: boolean;
  /** Why it did not. */
  reason?: 'format' | 'checkbit';
}

/**
 * Every pattern below runs in linear time on the backtracking engine: it is anchored at the start, and each
 * repeated part is followed by something it cannot match (or by the end), so no input position is revisited
 * by more than a constant number of alternatives.
 */
const byPattern =
  (pattern: RegExp) =>
  (value: string): boolean =>
    pattern.test(value);

const WHITESPACE = /\s/;

/**
 * `^[^\s@]+@[^\s@]+\.[^\s@]+$` without the quadratic backtracking of that expression on long domains: one `@`
 * after a non-empty local part, no whitespace, and a dot in the domain that is neither its first nor its last character.
 */
function isEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || value.includes('@', at + 1) || WHITESPACE.test(value)) return false;
  const dot = value.indexOf('.', at + 2);
  return dot !== -1 && dot < value.length - 1;
}

const fromIdCheck =
  (check: (value: string) => IdCheckResult) =>
  (value: string): ValueFormatResult => {
    const { ok, error } = check(value);
    return ok ? { ok } : { ok, reason: error ?? 'format' };
  };

const CHECKS: Record<ValueFormat, (value: string) => boolean | ValueFormatResult> = {
  cn_mobile: byPattern(/^1[3-9]\d{9}$/),
  email: isEmail,
  chinese: byPattern(/^[\p{Script=Han}·]+$/u),
  no_chinese: (value) => !/\p{Script=Han}/u.test(value),
  landline: byPattern(/^(?:0\d{2,3}-)?\d{7,8}(?:-\d{1,6})?$/),
  hk_id: fromIdCheck(validateHkId),
  mo_id: fromIdCheck(validateMoId),
  tw_id: fromIdCheck(validateTwId),
  passport: byPattern(/^[A-Za-z0-9]{5,17}$/),
  number: byPattern(/^-?\d+(?:\.\d+)?$/),
  letters_spaces: byPattern(/^[A-Za-z]+(?: [A-Za-z]+)*$/),
  capitals: byPattern(/^[A-Z]+$/),
};

/** True when `name` is one of `VALUE_FORMATS`. */
export function isValueFormat(name: string): name is ValueFormat {
  return VALUE_FORMATS.some((format) => format === name);
}

/** Checks `value` as typed (no trimming, no width folding) against the value format `name`. */
export function checkValueFormat(name: ValueFormat, value: string): ValueFormatResult {
  const result = CHECKS[name](value);
  if (typeof result !== 'boolean') return result;
  return result ? { ok: true } : { ok: false, reason: 'format' };
}
