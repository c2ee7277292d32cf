import { randomBytes } from 'node:crypto';
import { diskStore } from '../../../../server/services/files/diskStore';
import type { ObjectStore } from '../../../../server/services/files/objectStore';
import { bufferToTemp, newStoredName } from '../../../../server/services/files/storage';
import { insertFileRow } from '../apply/helpers';
import type { TestServer } from '../harness';

/**
 * A file row of the applicant whose bytes the instance kept under its own uploads folder, as before PostgreSQL or a
 * bucket kept files (no bytes anywhere with `bytes` null). Answers the row's uid and stored name.
 */
export async function keptOnDiskRow(server: TestServer, userId: number, bytes: Buffer | null): Promise<{ uid: string; name: string }> {
  const name = newStoredName('.bin');
  const uid = randomBytes(12).toString('hex');
  await insertFileRow(server, userId, { uid, field: 'attachment', stored_name: name, original_name: 'a.bin', mime: 'application/octet-stream', size: bytes?.length ?? 10 });
  if (bytes) await diskStore(server.config).put(name, await bufferToTemp(server.config, bytes));
  return { uid, name };
}

/** {@link keptOnDiskRow}'s stored name. */
export async function keptOnDisk(server: TestServer, userId: number, bytes: Buffer | null): Promise<string> {
  return (await keptOnDiskRow(server, userId, bytes)).name;
}

/** Everything a store holds under `name`, or null. */
export async function readAll(store: ObjectStore, name: string): Promise<Buffer | null> {
  const stream = await store.read(name);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
