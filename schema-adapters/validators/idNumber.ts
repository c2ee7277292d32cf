import { isValidDate, todayString } from './dates';

/** Outcome of `validateIdNumber`: the first failing check, or the birthday of a valid 18-digit ID. */
export interface IdNumberResult {
  /** True when every check passes. */
  ok: boolean;
  /** The first failing check: pattern or calendar (`format`), province code (`area`), check character (`checkbit`). */
  error?: 'format' | 'area' | 'checkbit';
  /** `YYYY-MM-DD` of a valid 18-digit ID. */
  birthday?: string;
}

const ID_PATTERN = /^(?:\d{15}|\d{17}[\dXx])$/;
const AREA_CODES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54,
  61, 62, 63, 64, 65, 71, 81, 82, 83, 91,
]);
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';
const EARLIEST_BIRTHDAY = '1800-01-01';

/** Birth date of the ID as `YYYY-MM-DD` (15-digit IDs are of the 1900s). */
function birthDateOf(value: string): string {
  const digits = value.length === 18 ? value.slice(6, 14) : `19${value.slice(6, 12)}`;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
}

/** ISO 7064 MOD 11-2 check character over the first 17 digits. */
function checkCharacterOf(value: string): string {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return CHECK_CHARACTERS.charAt(sum % 11);
}

/** Validates a mainland resident ID number as typed: pattern, birth date, area, then check character. */
export function validateIdNumber(value: string): IdNumberResult {
  if (!ID_PATTERN.test(value)) return { ok: false, error: 'format' };
  const birthday = birthDateOf(value);
  if (!isValidDate(birthday, 'date') || birthday < EARLIEST_BIRTHDAY || birthday > todayString()) {
    return { ok: false, error: 'format' };
  }
  if (!AREA_CODES.has(Number(value.slice(0, 2)))) return { ok: false, error: 'area' };
  if (value.length === 15) return { ok: true };
  if (checkCharacterOf(value) !== value.charAt(17).toUpperCase()) return { ok: false, error: 'checkbit' };
  return { ok: true, birthday };
}
