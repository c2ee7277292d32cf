import { vi } from 'vitest';
import type { UploadFile } from '../../../../renderers/index';

/** A file of `size` bytes. */
export function fileOf(name: string, size = 10, type = 'application/octet-stream'): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** A promise with its resolve and reject at hand. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** An upload that stores every file at `/uploads/{name}` at once. */
export function instantUpload() {
  return vi.fn<UploadFile>(async (file, { onProgress }) => {
    onProgress(100);
    return { name: file.name, url: `/uploads/${file.name}`, uid: `u-${file.name}`, size: file.size };
  });
}

/** The last data PortalForm's onChange reported. */
export function lastData(onChange: { mock: { calls: unknown[][] } }): Record<string, unknown> {
  const calls = onChange.mock.calls;
  return (calls[calls.length - 1]?.[0] ?? {}) as Record<string, unknown>;
}
