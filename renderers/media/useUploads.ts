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

/** What is kept of an uploaded file: the server's answer, completed from the file sent. */
function recordOf(stored: Awaited<ReturnType<UploadFile>>, item: PendingUpload): FileRecord {
  const record: FileRecord = { name: stored.name || item.file.name, url: stored.url, size: stored.size ?? item.file.size };
  if (stored.uid !== undefined) record.uid = stored.uid;
  if (item.duration !== undefined) record.duration = item.duration;
  return record;
}

/** The caller's latest callbacks, for uploads that finish after it re-rendered. */
function useLatestCallbacks({ onUploaded, onFailed, onRefused }: Pick<Options, 'onUploaded' | 'onFailed' | 'onRefused'>) {
  const uploadedRef = useRef(onUploaded);
  const failedRef = useRef(onFailed);
  const refusedRef = useRef(onRefused);
  useEffect(() => {
    uploadedRef.current = onUploaded;
    failedRef.current = onFailed;
    refusedRef.current = onRefused;
  }, [onUploaded, onFailed, onRefused]);
  return { uploadedRef, failedRef, refusedRef };
}

/** The abort controllers of running uploads, by key: those still running are aborted on unmount. */
function useAbortControllers() {
  const controllersRef = useRef(new Map<number, AbortController>());
  useEffect(() => {
    const running = controllersRef.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);
  return controllersRef;
}

/**
 * What starts one upload: its progress goes to `update`; then the stored file goes to `onUploaded` and leaves the list
 * (`drop`), or the failure is marked, and a refused file leaves the list with the server's reason. Also the running
 * uploads' abort controllers, by key.
 */
function useUploadRunner(options: Options, update: (key: number, change: Partial<PendingUpload>) => void, drop: (key: number) => void) {
  const { uploadFile, field } = options;
  const { uploadedRef, failedRef, refusedRef } = useLatestCallbacks(options);
  const controllersRef = useAbortControllers();
  const run = useCallback(
    (item: PendingUpload) => {
      if (!uploadFile) return;
      const controller = new AbortController();
      controllersRef.current.set(item.key, controller);
      const onProgress = (percent: number) => update(item.key, { percent: Math.max(0, Math.min(100, Math.round(percent))) });
      uploadFile(item.file, { field, onProgress, signal: controller.signal })
        .then((stored) => {
          if (controller.signal.aborted) return;
          controllersRef.current.delete(item.key);
          drop(item.key);
          uploadedRef.current(recordOf(stored, item));
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          controllersRef.current.delete(item.key);
          const reason = refusalOf(error);
          if (reason === undefined) {
            update(item.key, { failed: true });
          } else {
            drop(item.key);
            refusedRef.current(item.file, reason);
          }
          failedRef.current();
        });
    },
    [uploadFile, field, update, drop, controllersRef, uploadedRef, failedRef, refusedRef],
  );
  return { run, controllersRef };
}

/** Uploads through the form's `uploadFile`, with progress, failure, retry and removal (which aborts). */
export function useUploads(options: Options) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const nextKey = useRef(0);
  const update = useCallback((key: number, change: Partial<PendingUpload>) => {
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);
  const drop = useCallback((key: number) => setPending((list) => list.filter((item) => item.key !== key)), []);
  const { run, controllersRef } = useUploadRunner(options, update, drop);

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

  const remove = useCallback(
    (key: number) => {
      controllersRef.current.get(key)?.abort();
      controllersRef.current.delete(key);
      drop(key);
    },
    [controllersRef, drop],
  );

  return { pending, start, retry, remove };
}
