import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadFile } from '../core/context';
import type { FileRecord } from './fileRules';
import { refusalOf } from './uploadFailure';

/** A file on its way to the server, or one whose upload failed. */
export interface PendingUpload {
  key: number;
  file: File;
  percent: number;
  failed: boolean;
  /** Seconds, for recordings. */
  duration?: number | undefined;
}

interface Options {
  uploadFile: UploadFile | undefined;
  field: string;
  /** Called once per stored file, in the order uploads finish. */
  onUploaded: (record: FileRecord) => void;
  /** Called when an upload fails (not when it is removed). */
  onFailed: () => void;
  /** Called with the server's reason when it refuses a file; the file leaves the list and is not to be retried. */
  onRefused: (file: File, reason: string) => void;
}

/** Uploads through the form's `uploadFile`, with progress, failure, retry and removal (which aborts). */
export function useUploads({ uploadFile, field, onUploaded, onFailed, onRefused }: Options) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextKey = useRef(0);
  const uploadedRef = useRef(onUploaded);
  const failedRef = useRef(onFailed);
  const refusedRef = useRef(onRefused);
  useEffect(() => {
    uploadedRef.current = onUploaded;
    failedRef.current = onFailed;
    refusedRef.current = onRefused;
  }, [onUploaded, onFailed, onRefused]);
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = useCallback((key: number, change: Partial<PendingUpload>) => {
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(
    (item: PendingUpload) => {
      if (!uploadFile) return;
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      const onProgress = (percent: number) => update(item.key, { percent: Math.max(0, Math.min(100, Math.round(percent))) });
      uploadFile(item.file, { field, onProgress, signal: controller.signal })
        .then((stored) => {
          if (controller.signal.aborted) return;
          controllers.current.delete(item.key);
          setPending((list) => list.filter((other) => other.key !== item.key));
          const record: FileRecord = { name: stored.name || item.file.name, url: stored.url, size: stored.size ?? item.file.size };
          if (stored.uid !== undefined) record.uid = stored.uid;
          if (item.duration !== undefined) record.duration = item.duration;
          uploadedRef.current(record);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          controllers.current.delete(item.key);
          const reason = refusalOf(error);
          if (reason === undefined) {
            update(item.key, { failed: true });
          } else {
            setPending((list) => list.filter((other) => other.key !== item.key));
            refusedRef.current(item.file, reason);
          }
          failedRef.current();
        });
    },
    [uploadFile, field, update],
  );

  const start = useCallback(
    (files: File[], duration?: number) => {
      const items = files.map((file) => ({ key: (nextKey.current += 1), file, percent: 0, failed: false, duration }));
      setPending((list) => [...list, ...items]);
      items.forEach(run);
    },
    [run],
  );

  const retry = useCallback(
    (key: number) => {
      const item = pending.find((other) => other.key === key);
      if (!item) return;
      update(key, { failed: false, percent: 0 });
      run({ ...item, failed: false, percent: 0 });
    },
    [pending, run, update],
  );

  const remove = useCallback((key: number) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setPending((list) => list.filter((item) => item.key !== key));
  }, []);

  return { pending, start, retry, remove };
}
