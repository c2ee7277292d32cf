import { useCallback, useEffect, useRef, useState } from 'react';
import type { SaveData } from '../../../protocol/apply';
import * as supplementaryApi from '../../api/supplementary';
import { Autosaver, type SaveStatus } from '../apply/autosaver';
import { AUTOSAVE_DELAY_MS } from '../apply/useAutosave';

type Values = Record<string, unknown>;

/**
 * The supplementary form's saving, as a module's: autosave after a pause, retries with backoff, a stop on a stale
 * version, and a flush when the page is hidden or left.
 */
export function useSupplementAutosave(
  version: number,
  enabled: boolean,
  onSaved: (values: Values, result: SaveData, manual: boolean, stillUnsaved: boolean) => void,
  form: { read: () => Values | undefined; hasNewEdits: () => boolean },
) {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const onSavedRef = useRef(onSaved);
  const formRef = useRef(form);
  useEffect(() => {
    onSavedRef.current = onSaved;
    formRef.current = form;
  });
  const saverRef = useRef<Autosaver | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    const saver: Autosaver = new Autosaver(version, {
      save: (values, base) => supplementaryApi.save(values, base),
      onStatus: setStatus,
      onSaved: (values, result, manual) => onSavedRef.current(values, result, manual, saver.unsaved),
      read: () => formRef.current.read(),
      debounceMs: AUTOSAVE_DELAY_MS,
    });
    saverRef.current = saver;
    const flushNow = () => saver.flush(formRef.current.hasNewEdits() ? formRef.current.read() : undefined);
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
    // The saver lives as long as the form (a new version comes through rebase).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);

  const change = useCallback((values: Values) => saverRef.current?.change(values), []);
  const flush = useCallback((values?: Values, manual = false) => saverRef.current?.flush(values, manual), []);
  const rebase = useCallback((next: number) => saverRef.current?.rebase(next), []);
  const drop = useCallback(() => saverRef.current?.drop(), []);
  return { status, change, flush, rebase, drop };
}
