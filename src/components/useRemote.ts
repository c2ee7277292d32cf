import { useCallback, useEffect, useState } from 'react';

/** A server read: loading, failed (with the error) or ready (with the data). */
export type Remote<T> = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; data: T };

interface Settled<T> {
  load: () => Promise<T>;
  attempt: number;
  remote: Remote<T>;
}

/** Runs `load` (keep it stable with useCallback) and again on `retry`; a stale answer is ignored. */
export function useRemote<T>(load: () => Promise<T>): { remote: Remote<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setSettled({ load, attempt, remote: { state: 'ready', data } }),
      (error: unknown) => live && setSettled({ load, attempt, remote: { state: 'error', error } }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  const current = settled && settled.load === load && settled.attempt === attempt ? settled.remote : { state: 'loading' as const };
  return { remote: current, retry };
}
