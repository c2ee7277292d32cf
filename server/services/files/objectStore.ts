import type { Readable } from 'node:stream';
import type { TempFile } from './storage';

/** Inclusive first and last byte of a part of a stored file. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where checked files are kept, under their server-generated stored name: local disk, PostgreSQL or an S3-compatible
 * object store (`fileStore(ctx)` picks one from the configuration). Nothing reaches a store before its checks passed.
 */
export interface ObjectStore {
  readonly kind: 'disk' | 'postgres' | 's3';
  /** Keeps a checked temp file under `name`; the caller removes the temp file afterwards (a no-op once it was moved). */
  put(name: string, temp: TempFile): Promise<void>;
  /** The stored bytes, all or `range` (within the stored size), streamed; null when nothing is stored under `name`. */
  read(name: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes what is stored under `name`; a missing object is not an error. */
  remove(name: string): Promise<void>;
}

/** Stored names are made by `newStoredName`; anything with a folder or dot-segment in it is refused outright. */
export function assertStoredName(name: string): void {
  if (!/^[A-Za-z0-9_-]{1,64}(\.[a-z0-9]{1,8})?$/.test(name)) throw new Error(`Not a stored file name: ${JSON.stringify(name)}`);
}
