import type { IdCheckResult } from './idResult';

const HK_ID_PATTERN = /^([A-Z]{1,2})(\d{6})\(([0-9A])\)$/;
const SPACE_VALUE = 36;

/** Value of one position: a space (padding of single-letter IDs) 36, letters A=10…Z=35, digits themselves. */
function positionValue(character: string): number {
  if (character === ' ') return SPACE_VALUE;
  if (/[A-Z]/.test(character)) return character.charCodeAt(0) - 55;
  return Number(character);
}

/** Validates a Hong Kong identity card number such as `A123456(3)`: pattern, then check digit. */
export function validateHkId(value: string): IdCheckResult {
  const match = HK_ID_PATTERN.exec(value);
  if (!match) return { ok: false, error: 'format' };
  const [, letters = '', digits = '', check = ''] = match;
  const body = `${letters.padStart(2, ' ')}${digits}`;
  const sum = [...body].reduce((total, character, index) => total + (9 - index) * positionValue(character), 0);
  const expected = (11 - (sum % 11)) % 11;
  return (expected === 10 ? 'A' : String(expected)) === check ? { ok: true } : { ok: false, error: 'checkbit' };
}
