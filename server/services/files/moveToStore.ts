import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/connect';
import { assertStoredName, type ObjectStore } from './objectStore';
import { uploadsDir } from './storage';
import { byteChunks } from './byteChunks';

/** What became of one stored file. */
export type MoveOutcome = 'moved' | 'already-there' | 'missing' | 'different';

export interface MoveFigures {
  moved: number;
  alreadyThere: number;
  bytesMoved: number;
  /** Stored names found neither on the disk nor in the store. */
  missing: string[];
  /** Stored names whose bytes on the disk and in the store differ: both kept, for the operator to look at. */
  different: string[];
}

const PAGE = 500;

async function fingerprint(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const bytes of byteChunks(stream)) {
    hash.update(bytes);
    size += bytes.length;
  }
  return { sha256: hash.digest('hex'), size };
}

const fingerprintOf = async (store: ObjectStore, name: string) => {
  const stream = await store.read(name);
  return stream ? fingerprint(stream) : null;
};

const sameBytes = (a: { sha256: string; size: number }, b: { sha256: string; size: number }) => a.sha256 === b.sha256 && a.size === b.size;

async function moveOne(config: ServerConfig, disk: ObjectStore, target: ObjectStore, name: string): Promise<MoveOutcome> {
  const onDisk = await fingerprintOf(disk, name);
  const inStore = await fingerprintOf(target, name);
  if (!onDisk) return inStore ? 'already-there' : 'missing';
  if (inStore && !sameBytes(onDisk, inStore)) return 'different';
  if (!inStore) {
    assertStoredName(name);
    await target.put(name, { path: join(uploadsDir(config), name), size: onDisk.size });
    const copied = await fingerprintOf(target, name);
    if (!copied || !sameBytes(onDisk, copied)) throw new Error(`The store answered other bytes for ${name} than were put: the disk copy is kept`);
  }
  await disk.remove(name);
  return inStore ? 'already-there' : 'moved';
}

/**
 * Moves the files an instance kept under `DATA_DIR/uploads/` (before PostgreSQL or a bucket kept them) into `target`,
 * so that every instance serves them: each file the `files` table names is copied, read back and compared (SHA-256)
 * before its disk copy is removed. Safe to run again, and while the servers run (they read the disk copy until it is
 * gone, and the store's after); a file already in the store with other bytes is left alone on both sides.
 */
export async function moveDiskFiles(db: Db, config: ServerConfig, disk: ObjectStore, target: ObjectStore, onFile?: (name: string, outcome: MoveOutcome) => void): Promise<MoveFigures> {
  if (target.kind === 'disk') throw new Error('The files are on the disk already: set DATABASE_URL or S3_URL to move them');
  const figures: MoveFigures = { moved: 0, alreadyThere: 0, bytesMoved: 0, missing: [], different: [] };
  for (let after = 0; ; ) {
    const rows = await db.selectFrom('files').select(['id', 'stored_name', 'size']).where('id', '>', after).orderBy('id').limit(PAGE).execute();
    for (const row of rows) {
      const outcome = await moveOne(config, disk, target, row.stored_name);
      onFile?.(row.stored_name, outcome);
      if (outcome === 'moved') {
        figures.moved += 1;
        figures.bytesMoved += row.size;
      } else if (outcome === 'already-there') figures.alreadyThere += 1;
      else figures[outcome].push(row.stored_name);
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return figures;
    after = last.id;
  }
}
