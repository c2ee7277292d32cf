import { createHmac, timingSafeEqual } from 'node:crypto';
import { fileUrlOf } from '../../../protocol/upload';

/** A signed link's expiry is rounded up to this, so links asked for within the same minute are equal and stay cached. */
const EXPIRY_STEP_MS = 60_000;

function signatureOf(secret: string, uid: string, expires: number): string {
  return createHmac('sha256', secret).update(`file-link:${uid}:${expires}`).digest('base64url');
}

/** When links signed at `now` expire: at least `ttlMs` ahead, on a whole minute (seconds since the epoch). */
export function linkExpiry(now: number, ttlMs: number): number {
  return Math.ceil((now + ttlMs) / EXPIRY_STEP_MS) * (EXPIRY_STEP_MS / 1000);
}

/** A stored file's address that works without a session until `expires` (seconds since the epoch). */
export function signedFileLink(secret: string, uid: string, expires: number): string {
  return `${fileUrlOf(uid)}?expires=${expires}&signature=${signatureOf(secret, uid, expires)}`;
}

/** Whether a link's signature is the server's for this file and its expiry is still ahead. */
export function isValidFileLink(secret: string, uid: string, expires: string, signature: string, now: number): boolean {
  const seconds = Number(expires);
  if (!Number.isSafeInteger(seconds) || seconds * 1000 <= now) return false;
  const expected = Buffer.from(signatureOf(secret, uid, seconds));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
