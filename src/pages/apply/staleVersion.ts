import { isApiFailure } from '../../api';
import { deepEqual } from '../../../schema-adapters/validators/deepEqual';

/** HTTP status of a save refused because the module was saved elsewhere. */
export const STALE_STATUS = 409;

/** The server's current version when a save was refused as stale (409), else null. */
export function staleVersionOf(error: unknown): number | null {
  if (!isApiFailure(error) || error.status !== STALE_STATUS) return null;
  const { data } = error;
  return typeof data === 'object' && data !== null && 'version' in data && typeof data.version === 'number' ? data.version : 0;
}

/**
 * What to do with a local draft once the newer server version is known: keep it when it differs from the server's.
 * Both are parsed JSON (the kept draft and the server's answer), so structural equality is equality as JSON.
 */
export function draftDiffers(draft: Record<string, unknown>, server: Record<string, unknown>): boolean {
  return !deepEqual(draft, server);
}
