import { timingSafeEqual } from 'node:crypto';
import { LETTER_TOKEN_PATTERN } from '../../../protocol/letter';

/** True when `token` has the shape of a letter token; anything else is refused before the database is asked. */
export function isLetterTokenShape(token: unknown): token is string {
  return typeof token === 'string' && LETTER_TOKEN_PATTERN.test(token);
}

/** Compares a stored token with the presented one in constant time (both of the checked shape). */
export function sameToken(stored: string | null, presented: string): boolean {
  if (stored === null) return false;
  const left = Buffer.from(stored, 'utf8');
  const right = Buffer.from(presented, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
