import { isObject } from '../core/isObject';

/** HTTP statuses of failures that may pass on their own: login lost, timeout, throttled. */
const TRANSIENT = new Set([401, 408, 429]);

/**
 * The server's reason when an upload was refused for the file itself (type, size, count, quota), or `undefined` for a
 * network or server failure that a retry may cure. A refusal is a rejection carrying a 4xx `status` and a translated
 * `message`, as the portal's API client rejects with.
 */
export function refusalOf(error: unknown): string | undefined {
  if (!isObject(error)) return undefined;
  const { status, message } = error;
  if (typeof status !== 'number' || status < 400 || status >= 500 || TRANSIENT.has(status)) return undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
