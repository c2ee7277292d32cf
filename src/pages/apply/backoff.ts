import { isApiFailure } from '../../api';

/** First retry delay of a failed save. */
export const BACKOFF_BASE_MS = 1000;
/** Longest wait between two retries. */
export const BACKOFF_MAX_MS = 30_000;

/** Exponential backoff: 1 s, 2 s, 4 s … capped at {@link BACKOFF_MAX_MS}; `attempt` counts from 1. */
export function backoffDelay(attempt: number, base = BACKOFF_BASE_MS, max = BACKOFF_MAX_MS): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  return Math.min(max, base * 2 ** exponent);
}

/**
 * Whether a failed save is worth retrying: no answer at all (network down, server restarting), a proxy's or the
 * server's 5xx, 408 or 429. A 4xx answer (stale version, submitted, bad request) will not change by waiting.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiFailure(error)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429 || error.status === 0;
}
