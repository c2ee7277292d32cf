import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerConfig } from '../../config';

/** `${dataDir}/uploads`: unchecked uploads under `tmp/` (with every store), checked files too with the disk store. */
export function uploadsDir(config: ServerConfig): string {
  return join(config.dataDir, 'uploads');
}

function tmpDir(config: ServerConfig): string {
  return join(uploadsDir(config), 'tmp');
}

/** A server-generated stored name; the client's file name never reaches a store. */
export function newStoredName(ext: string): string {
  const suffix = /^[a-z0-9]{1,8}$/.test(ext) ? `.${ext}` : '';
  return `${randomBytes(16).toString('hex')}${suffix}`;
}

/** Raised while streaming when the file passes `maxBytes`; the partial temp file is removed. */
export class TooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super('file too large');
  }
}

/** A checked-in-progress upload on disk. */
export interface TempFile {
  path: string;
  size: number;
}

/** Streams `source` to a new temp file, refusing more than `maxBytes`. */
export async function streamToTemp(config: ServerConfig, source: Readable, maxBytes: number): Promise<TempFile> {
  await mkdir(tmpDir(config), { recursive: true });
  const path = join(tmpDir(config), `${randomBytes(16).toString('hex')}.part`);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) callback(new TooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    await removeQuietly(path);
    source.resume();
    throw error;
  }
  return { path, size };
}

/** Writes an in-memory file (signatures) to a new temp file. */
export async function bufferToTemp(config: ServerConfig, data: Buffer): Promise<TempFile> {
  await mkdir(tmpDir(config), { recursive: true });
  const path = join(tmpDir(config), `${randomBytes(16).toString('hex')}.part`);
  await writeFile(path, data, { flag: 'wx' });
  return { path, size: data.length };
}

export async function removeQuietly(path: string): Promise<void> {
  await rm(path, { force: true }).catch(() => undefined);
}
