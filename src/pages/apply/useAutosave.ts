import { useCallback, useEffect, useRef, useState } from 'react';
import type { SaveData } from '../../../protocol/apply';
import { applyApi } from '../../api';
import { Autosaver, type SaveStatus } from './autosaver';

type Values = Record<string, unknown>;

/** Pause in typing before an autosave. */
export const AUTOSAVE_DELAY_MS = 2500;

/** Statuses with input that has not reached the server. */
export const isUnsaved = (status: SaveStatus) => ['dirty', 'saving', 'retrying', 'stale', 'failed'].includes(status.kind);

/**
 * One module's saving: autosave after a pause, retries with backoff, stale-version stop, and a flush when the page is
 * hidden (tab switched, window closed, phone locked).
 */
export function useAutosave(
  menuId: number,
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
  // Set only by the applicant's answer to the confirmation dialog, for the one save that follows; autosave never sets it.
  const confirmNext = useRef(false);

  useEffect(() => {
    if (!enabled) return undefined;
    const saver: Autosaver = new Autosaver(version, {
      save: (values, base) => {
        const confirmed = confirmNext.current;
        confirmNext.current = false;
        return applyApi.saveModule(menuId, values, base, confirmed);
      },
      onStatus: setStatus,
      onSaved: (values, result, manual) => onSavedRef.current(values, result, manual, saver.unsaved),
      read: () => formRef.current.read(),
      debounceMs: AUTOSAVE_DELAY_MS,
    });
    saverRef.current = saver;
    // Keystrokes the form has not reported yet still go: the values are read from the form itself.
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
    // The saver lives as long as the module (a new version comes through rebase).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [menuId, enabled]);

  const change = useCallback((values: Values) => saverRef.current?.change(values), []);
  const flush = useCallback((values?: Values, manual = false) => saverRef.current?.flush(values, manual), []);
  const rebase = useCallback((next: number) => saverRef.current?.rebase(next), []);
  const drop = useCallback(() => saverRef.current?.drop(), []);
  /** Saves `values` now, confirming the change or removal of invited recommenders the server asked about. */
  const confirmAndFlush = useCallback((values: Values) => {
    confirmNext.current = true;
    saverRef.current?.flush(values, true);
  }, []);
  return { status, change, flush, rebase, drop, confirmAndFlush };
}
