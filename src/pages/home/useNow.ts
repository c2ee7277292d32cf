import { useEffect, useState, useSyncExternalStore } from 'react';

/** The longest delay `setTimeout` keeps (about 24.8 days); a later moment is reached in several waits. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

// One clock for every countdown on the page: they all move in the same commit, once a second, and it stops when none is shown.
let secondNow = Date.now();
const listeners = new Set<() => void>();
let timer: number | undefined;

function subscribeToSeconds(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    secondNow = Date.now();
    timer = window.setInterval(() => {
      secondNow = Date.now();
      for (const notify of listeners) notify();
    }, 1_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The shared time; while no timer runs it is brought up to date first (kept for a second, as React asks of a snapshot). */
function secondSnapshot(): number {
  if (timer === undefined && Math.abs(Date.now() - secondNow) >= 1_000) secondNow = Date.now();
  return secondNow;
}

/** The current time in ms, updated every second (one shared timer). */
export function useNow(): number {
  return useSyncExternalStore(subscribeToSeconds, secondSnapshot);
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
