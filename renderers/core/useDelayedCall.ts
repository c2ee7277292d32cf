import { useEffect, useMemo, useRef } from 'react';

/** One pending delayed call: `start` replaces the pending one, `cancel` drops it. */
export interface DelayedCall {
  start(run: () => void, delayMs: number): void;
  cancel(): void;
}

/**
 * A delayed call that dies with the component: cancelled when it unmounts, and never started after (a blur fired while
 * the component's focused input is removed must not start one).
 */
export function useDelayedCall(): DelayedCall {
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unmountedRef = useRef(false);
  useEffect(() => {
    unmountedRef.current = false;
    return () => {
      unmountedRef.current = true;
      clearTimeout(timerRef.current);
    };
  }, []);
  return useMemo(
    () => ({
      start(run, delayMs) {
        clearTimeout(timerRef.current);
        if (!unmountedRef.current) timerRef.current = setTimeout(run, delayMs);
      },
      cancel: () => clearTimeout(timerRef.current),
    }),
    [],
  );
}
