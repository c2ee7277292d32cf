import { useCallback, useEffect, useRef, useState } from 'react';
import type { SaveData } from '../../../protocol/apply';
import { Autosaver, type SaveStatus } from '../apply/autosaver';

type Values = Record<string, unknown>;

/** Pause in typing before an autosave. */
export const AUTOSAVE_DELAY_MS = 2500;

/** Statuses with input that has not reached the server. */
export const isUnsaved = (status: SaveStatus) => ['dirty', 'saving', 'retrying', 'stale', 'failed'].includes(status.kind);

export type SavedHandler = (values: Values, result: SaveData, manual: boolean, stillUnsaved: boolean) => void;

/** The form seen by the saver; without `hasNewEdits`, a flush on hiding sends only the input already reported. */
export interface SaverForm {
  read: () => Values | undefined;
  hasNewEdits?: () => boolean;
}

/**
 * A form's saving: autosave after a pause, retries with backoff, stale-version stop, and a flush when the page is
 * hidden (tab switched, window closed, phone locked) or the form goes away. `save` is taken when the saver starts,
 * so a saver started for one form keeps saving to that form; a new `formKey` starts a new saver.
 */
export function useFormSaver(save: (values: Values, base: number) => Promise<SaveData>, formKey: unknown, version: number, enabled: boolean, onSaved: SavedHandler, form: SaverForm) {
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
      save,
      onStatus: setStatus,
      onSaved: (values, result, manual) => onSavedRef.current(values, result, manual, saver.unsaved),
      read: () => formRef.current.read(),
      debounceMs: AUTOSAVE_DELAY_MS,
    });
    saverRef.current = saver;
    // Keystrokes the form has not reported yet still go: the values are read from the form itself.
    const flushNow = () => saver.flush(formRef.current.hasNewEdits?.() ? formRef.current.read() : undefined);
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
  }, [formKey, enabled]);

  const change = useCallback((values: Values) => saverRef.current?.change(values), []);
  const flush = useCallback((values?: Values, manual = false) => saverRef.current?.flush(values, manual), []);
  const rebase = useCallback((next: number) => saverRef.current?.rebase(next), []);
  const drop = useCallback(() => saverRef.current?.drop(), []);
  return { status, change, flush, rebase, drop };
}

export type FormSaver = ReturnType<typeof useFormSaver>;

/** "Keep mine" on a stale-version notice: base the next save on the server's version and send the form's values. */
export function keepMyVersion(saver: FormSaver, version: { current: number }, values: () => Values) {
  if (saver.status.kind !== 'stale') return;
  version.current = saver.status.serverVersion;
  saver.rebase(saver.status.serverVersion);
  saver.flush(values(), true);
}
