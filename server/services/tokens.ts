import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored in place of a token or code: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A short public id (files, users). */
export function newPublicId(): string {
  return randomBytes(12).toString('base64url');
}
