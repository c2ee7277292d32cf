/** Time the top progress bar takes from 0 to 100 (spec section 9). */
export const PROGRESS_DURATION_MS = 5000;
/** The progress bar moves at most this often. */
export const PROGRESS_THROTTLE_MS = 200;
/** Where the bar waits while the load has not finished. */
export const PROGRESS_HOLD = 99;

/** Progress 0–100 after `elapsed` ms of a load; it holds below 100 until the load ends. */
export function progressAt(elapsed: number, duration = PROGRESS_DURATION_MS): number {
  if (elapsed <= 0) return 0;
  const raw = Math.floor((elapsed / duration) * 100);
  return Math.min(PROGRESS_HOLD, raw);
}
