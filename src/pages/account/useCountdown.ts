import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/** A countdown in whole seconds: `start(n)` begins it, `left` is 0 when idle. Ticks once a second. */
export function useCountdown(): { left: number; start(seconds: number): void } {
  const [endsAt, setEndsAt] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (endsAt === 0) return undefined;
    const tick = () => {
      const remaining = secondsLeft(endsAt, Date.now());
      setLeft(remaining);
      if (remaining === 0) setEndsAt(0);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  const start = useCallback((seconds: number) => setEndsAt(Date.now() + seconds * 1000), []);
  return { left, start };
}
