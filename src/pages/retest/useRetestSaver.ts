import { useCallback, useEffect, useRef, useState } from 'react';
import type { SaveData } from '../../../protocol/apply';
import { saveRetest } from '../../api/results';
import { Autosaver, type SaveStatus } from '../apply/autosaver';
import { AUTOSAVE_DELAY_MS } from '../apply/useAutosave';

type Values = Record<string, unknown>;

/**
 * The re-examination form's saving, with the rules of the modules: autosave after a pause, retries with backoff, a stop
 * on a stale version, and a flush when the page is hidden or left.
 */
export function useRetestSaver(version: number, enabled: boolean, onSaved: (values: Values, result: SaveData, manual: boolean, stillUnsaved: boolean) => void, read: () => Values | undefined) {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const latest = useRef({ onSaved, read });
  useEffect(() => {
    latest.current = { onSaved, read };
  });
  const saverRef = useRef<Autosaver | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    const saver: Autosaver = new Autosaver(version, {
      save: (values, base) => saveRetest(values, base),
      onStatus: setStatus,
      onSaved: (values, result, manual) => latest.current.onSaved(values, result, manual, saver.unsaved),
      read: () => latest.current.read(),
      debounceMs: AUTOSAVE_DELAY_MS,
    });
    saverRef.current = saver;
    const flushNow = () => saver.flush();
    const flushHidden = () => {
      if (document.visibilityState === 'hidden') flushNow();
    };
    document.addEventListener('visibilitychange', flushHidden);
    window.addEventListener('pagehide', flushNow);
    return () => {
      document.removeEventListener('visibilitychange', flushHidden);
      window.removeEventListener('pagehide', flushNow);
      flushNow();
      saver.dispose();
      saverRef.current = null;
    };
    // One saver for the form's life; a newer version arrives through rebase.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);

  const change = useCallback((values: Values) => saverRef.current?.change(values), []);
  const flush = useCallback((values?: Values, manual = false) => saverRef.current?.flush(values, manual), []);
  const rebase = useCallback((next: number) => saverRef.current?.rebase(next), []);
  const drop = useCallback(() => saverRef.current?.drop(), []);
  return { status, change, flush, rebase, drop };
}
