import { useEffect, useState } from 'react';

/** The longest delay `setTimeout` keeps (about 24.8 days); a later moment is reached in several waits. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/** The current time in ms, updated every `intervalMs` (default one second). */
export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The current time in ms, updated only when it reaches one of `moments` (ms): for what changes at set times (a window
 * opening or closing) without drawing again every second.
 */
export function useNowAcross(moments: readonly number[]): number {
  const [now, setNow] = useState(() => Date.now());
  const key = moments.join(',');
  useEffect(() => {
    const next = Math.min(...key.split(',').map(Number).filter((moment) => moment > now));
    if (!Number.isFinite(next)) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, next - Date.now()), LONGEST_TIMEOUT_MS));
    return () => window.clearTimeout(timer);
  }, [key, now]);
  return now;
}
