/** Seconds a verification-code button waits after a successful send. */
export const CODE_WAIT_SECONDS = 60;

/** The seconds left of a wait that ends at `endsAt` (ms), at `now` (ms): whole seconds, rounded up, never negative. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The wait a 429 answer asks for: its `retry_after` seconds, or the default wait. */
export function retryAfterOf(data: unknown, fallback: number = CODE_WAIT_SECONDS): number {
  const value = typeof data === 'object' && data !== null && 'retry_after' in data ? data.retry_after : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : fallback;
}
