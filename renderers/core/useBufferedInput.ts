import { useCallback, useEffect, useRef, useState } from 'react';
import { usePortalForm } from './context';

/** How long typing may pause before the value reaches the form store (and every other control). */
export const COMMIT_DELAY_MS = 150;

/**
 * A text input's value kept locally while the applicant types and handed to the form store after a short pause, on
 * blur, on unmount, or when the form is validated or saved: a keystroke repaints one input, not the whole form.
 */
export function useBufferedInput(path: string, value: string, commit: (next: string) => void, onBlur: () => void) {
  const { registerPending, noteCommitted } = usePortalForm();
  const [local, setLocal] = useState(value);
  const [external, setExternal] = useState(value);
  // True while the input holds keystrokes the store has not had yet: a store value arriving then (the echo of an
  // earlier commit, late on a slow machine) must not overwrite them.
  const [edited, setEdited] = useState(false);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  if (value !== external) {
    setExternal(value);
    if (value !== local && !edited) setLocal(value);
  }

  const flush = useCallback((): void => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (next === null) return;
    pending.current = null;
    setEdited(false);
    commitRef.current(next);
    noteCommitted(path, next === '' ? undefined : next);
  }, [path, noteCommitted]);

  useEffect(() => registerPending(path, flush), [registerPending, path, flush]);

  const onChange = useCallback(
    (next: string) => {
      setLocal(next);
      setEdited(true);
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, COMMIT_DELAY_MS);
    },
    [flush],
  );

  const blur = useCallback(() => {
    flush();
    onBlur();
  }, [flush, onBlur]);

  return { value: local, onChange, onBlur: blur };
}
