import type { ControlProps } from '@jsonforms/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../core/context';
import { useControl } from '../core/useControl';
import { type FileRecord, checkFiles, readRules, recordsOf } from './fileRules';
import { useUploads } from './useUploads';

/**
 * The field counts as touched once an upload settles, so "required" never shows while a file is on its way. A stored
 * file touches the field once the form holds it (the next change of `data`), never before: on a slow machine the
 * validation that follows a touch could otherwise check the data from before the file and flash "required". Returns
 * what asks for that touch.
 */
function useTouchWhenHeld(data: unknown, onBlur: () => void): () => void {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    onBlur();
  }, [data, onBlur]);
  return useCallback(() => {
    pending.current = true;
  }, []);
}

/** What the upload and video controls share: rules, stored records, checks before uploading, uploads and removal. */
export function useFileField(props: ControlProps, defaultTypes: string[]) {
  const { data, handleChange, path } = props;
  const control = useControl(props);
  const t = useT();
  const { uploadFile } = control.form;
  const { onBlur } = control;
  const rules = useMemo(() => readRules(control.options, defaultTypes), [control.options, defaultTypes]);
  const records = useMemo(() => recordsOf(data), [data]);
  const [rejection, setRejection] = useState('');
  const latest = useRef(records);
  useEffect(() => {
    latest.current = records;
  }, [records]);

  const save = useCallback(
    (next: FileRecord[]) => {
      latest.current = next;
      handleChange(path, next.length > 0 ? next : undefined);
    },
    [handleChange, path],
  );
  const touchWhenHeld = useTouchWhenHeld(data, onBlur);
  const onUploaded = useCallback(
    (record: FileRecord) => {
      touchWhenHeld();
      save([...latest.current, record]);
    },
    [save, touchWhenHeld],
  );
  const onRefused = useCallback((file: File, reason: string) => setRejection(`${file.name}: ${reason}`), []);
  const uploads = useUploads({ uploadFile, field: path, onUploaded, onFailed: onBlur, onRefused });
  const { start } = uploads;

  const addFiles = useCallback(
    (files: File[], duration?: number) => {
      const message = checkFiles(files, rules, latest.current.length + uploads.pending.length, t);
      setRejection(message ?? '');
      if (message === undefined && files.length > 0) start(files, duration);
      else onBlur();
    },
    [rules, uploads.pending.length, t, onBlur, start],
  );

  const removeRecord = useCallback(
    (index: number) => {
      save(latest.current.filter((_, position) => position !== index));
      onBlur();
    },
    [save, onBlur],
  );

  return { control, rules, records, uploads, rejection, addFiles, removeRecord, canUpload: uploadFile !== undefined };
}
