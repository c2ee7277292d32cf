import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config';
import { diskStore } from '../../../../server/services/files/diskStore';
import type { ObjectStore } from '../../../../server/services/files/objectStore';
import { BLOB_CHUNK_BYTES, postgresStore } from '../../../../server/services/files/postgresStore';
import { s3Store } from '../../../../server/services/files/s3Store';
import { parseS3Url } from '../../../../server/services/files/s3Url';
import { bufferToTemp, newStoredName } from '../../../../server/services/files/storage';
import { startTestServer, type TestServer } from '../harness';
import { startS3TestServer, type S3TestServer } from './s3TestServer';

async function bytesOf(stream: Readable): Promise<{ bytes: Buffer; largestChunk: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), largestChunk: Math.max(0, ...chunks.map((chunk) => chunk.length)) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-stores-'));
const config = loadConfig({ DATA_DIR: dataDir });
let s3: S3TestServer;
let database: TestServer;
const stores: Record<string, () => ObjectStore> = {
  disk: () => diskStore(config),
  s3: () => s3Store(parseS3Url(s3.url())!),
};
// The PostgreSQL store needs PostgreSQL: it joins the list in the PostgreSQL pass (TEST_DATABASE_URL set).
if (process.env.TEST_DATABASE_URL) stores.postgres = () => postgresStore(database.app.ctx.db);

beforeAll(async () => {
  s3 = await startS3TestServer();
  database = await startTestServer({ seed: false });
});
afterAll(async () => {
  await s3.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(Object.keys(stores))('the %s file store', (kind) => {
  const content = randomBytes(2 * BLOB_CHUNK_BYTES + 12345);
  let store: ObjectStore;
  let name: string;
  beforeAll(async () => {
    store = stores[kind]!();
    name = newStoredName('mp4');
    const temp = await bufferToTemp(config, content);
    await store.put(name, temp);
    expect(existsSync(temp.path)).toBe(kind !== 'disk');
    rmSync(temp.path, { force: true });
  });

  it('gives back the bytes it kept, streamed in pieces of at most a megabyte', async () => {
    const stream = await store.read(name);
    expect(stream).not.toBeNull();
    const { bytes, largestChunk } = await bytesOf(stream!);
    expect(bytes.equals(content)).toBe(true);
    expect(largestChunk).toBeLessThanOrEqual(BLOB_CHUNK_BYTES);
  });

  it('reads a range inside one piece, across pieces, and the very first and last byte', async () => {
    const ranges = [
      { start: 10, end: 99 },
      { start: BLOB_CHUNK_BYTES - 5, end: 2 * BLOB_CHUNK_BYTES + 7 },
      { start: 0, end: 0 },
      { start: content.length - 1, end: content.length - 1 },
    ];
    for (const range of ranges) {
      const { bytes } = await bytesOf((await store.read(name, range))!);
      expect(bytes.equals(content.subarray(range.start, range.end + 1))).toBe(true);
    }
  });

  it('answers null for a name with nothing stored, and removes what it kept', async () => {
    expect(await store.read(newStoredName('png'))).toBeNull();
    const other = newStoredName('pdf');
    await store.put(other, await bufferToTemp(config, Buffer.from('%PDF-1.4 short')));
    expect((await bytesOf((await store.read(other))!)).bytes.toString()).toBe('%PDF-1.4 short');
    await store.remove(other);
    expect(await store.read(other)).toBeNull();
    await expect(store.remove(other)).resolves.toBeUndefined();
  });

  it('refuses a stored name that could leave its place', async () => {
    await expect(store.read('../portal.sqlite')).rejects.toThrow(/Not a stored file name/);
    await expect(store.remove('a/b.png')).rejects.toThrow(/Not a stored file name/);
  });
});
