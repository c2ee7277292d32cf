import { useCallback, useEffect, useRef, useState } from 'react';
import { activeSection, SPY_INTERVAL_MS, SPY_TOLERANCE_PX } from './scrollSpy';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** A chosen module stays highlighted while the page rests where scrolling to it ended (it may be too short to reach the top). */
interface Pin {
  id: string;
  /** Where the scroll is headed (clamped to the page's end when checked). */
  target: number;
  last: number;
  /** Checks without movement before the target is reached. */
  still: number;
  settled: number | null;
}

/** The pinned id while scrolling to it or resting where that ended; null once the reader scrolls elsewhere or interrupts. */
function pinnedId(pin: Pin | null, y: number, maxY: number): string | null {
  if (!pin) return null;
  if (pin.settled === null) {
    if (Math.abs(y - Math.min(pin.target, maxY)) <= SPY_TOLERANCE_PX) pin.settled = y;
    else {
      pin.still = Math.abs(y - pin.last) < 1 ? pin.still + 1 : 0;
      pin.last = y;
      return pin.still > 1 ? null : pin.id;
    }
  }
  return Math.abs(y - pin.settled) <= SPY_TOLERANCE_PX ? pin.id : null;
}

/**
 * Follows which of the sections (element ids, in order) is scrolled to, checking every 100 ms, and scrolls to one
 * smoothly; `offset` reads the height of the sticky bars above the content.
 */
export function useScrollSpy(ids: string[], offset: () => number): { active: string | null; scrollTo: (id: string) => void } {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const pin = useRef<Pin | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const list = key ? key.split(' ') : [];
    const check = () => {
      const pinned = pinnedId(pin.current, window.scrollY, document.documentElement.scrollHeight - window.innerHeight);
      if (pinned) {
        setActive(pinned);
        return;
      }
      pin.current = null;
      const tops = list.map((id) => (document.getElementById(id)?.getBoundingClientRect().top ?? 0) + window.scrollY);
      const root = document.documentElement;
      const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 1;
      const index = activeSection({ tops, line: window.scrollY + offset(), atBottom });
      setActive(index < 0 ? null : (list[index] ?? null));
    };
    check();
    const timer = window.setInterval(check, SPY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [key, offset]);
  const scrollTo = useCallback(
    (id: string) => {
      const element = document.getElementById(id);
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY - offset();
      pin.current = { id, target: Math.max(0, top), last: window.scrollY, still: 0, settled: null };
      setActive(id);
      window.scrollTo({ top, behavior: reducedMotion() ? 'auto' : 'smooth' });
      element.focus({ preventScroll: true });
    },
    [offset],
  );
  return { active, scrollTo };
}
