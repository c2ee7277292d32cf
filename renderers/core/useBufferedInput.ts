import { useCallback, useEffect, useRef, useState } from 'react';
import { usePortalForm } from './context';

/** How long typing may pause before JSON Forms repaints the value (and validation runs). */
export const COMMIT_DELAY_MS = 150;

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A text input that hands every keystroke to the form's value store at once, and to JSON Forms (which repaints and
 * validates the whole form) only after a short pause, on blur or on unmount: a keystroke repaints one input.
 *
 * The value JSON Forms passes back replaces the input's text only when the store still holds it (a change made
 * elsewhere, such as a birthday filled from an ID number); a value the store has moved past is an old echo.
 */
export function useBufferedInput(path: string, value: string, commit: (next: string) => void, onBlur: () => void) {
  const { values } = usePortalForm();
  const [local, setLocal] = useState(value);
  const [seen, setSeen] = useState(value);
  const [waiting, setWaiting] = useState(false);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  if (value !== seen) {
    setSeen(value);
    // Outside a form's store, a value arriving while keystrokes wait is taken for an echo too.
    const current = values ? textOf(values.valueAt(path)) : waiting ? local : value;
    if (value === current && value !== local) setLocal(value);
  }

  const flush = useCallback((): void => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (next === null) return;
    pending.current = null;
    setWaiting(false);
    commitRef.current(next);
  }, []);

  useEffect(() => flush, [flush]);

  const onChange = useCallback(
    (next: string) => {
      setLocal(next);
      setWaiting(true);
      values?.type(path, next === '' ? undefined : next);
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, COMMIT_DELAY_MS);
    },
    [flush, values, path],
  );

  const blur = useCallback(() => {
    flush();
    onBlur();
  }, [flush, onBlur]);

  return { value: local, onChange, onBlur: blur };
}
