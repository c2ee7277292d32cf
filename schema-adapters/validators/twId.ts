import type { IdCheckResult } from './idResult';

const TW_ID_PATTERN = /^[A-Z][1289]\d{8}$/;
const LETTER_CODES = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';
const WEIGHTS = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1];

/** Two-digit code of the leading letter (A=10 … H=17, J=18 … V=29, X=30, Y=31, W=32, Z=33, I=34, O=35). */
function letterCode(letter: string): number {
  return LETTER_CODES.indexOf(letter) + 10;
}

/** Validates a Taiwan national ID or new-format resident number (second digit 8/9): pattern, then checksum. */
export function validateTwId(value: string): IdCheckResult {
  if (!TW_ID_PATTERN.test(value)) return { ok: false, error: 'format' };
  const digits = `${letterCode(value.charAt(0))}${value.slice(1)}`;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return sum % 10 === 0 ? { ok: true } : { ok: false, error: 'checkbit' };
}
