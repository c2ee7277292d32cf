import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect';
import type { FileTable } from '../../db/schema';

/** What a save needs of an applicant's upload; fixed once the upload is stored (a file is deleted, never changed). */
export type RememberedFile = Pick<
  Selectable<FileTable>,
  'uid' | 'user_id' | 'recommendation_id' | 'project_id' | 'module_id' | 'field' | 'original_name' | 'mime' | 'size'
>;

const MAX_FILES = 4096;
/** Per database: file ids of two databases (two servers in one process) name different files. */
const byDatabase = new WeakMap<Db, Map<string, RememberedFile>>();

function filesOf(db: Db): Map<string, RememberedFile> {
  let files = byDatabase.get(db);
  if (!files) {
    files = new Map();
    byDatabase.set(db, files);
  }
  return files;
}

/**
 * Uploads read before, least recently used dropped first. A remembered file may have been deleted since: whoever
 * relies on one must check in the same statement that it still exists (see saveWrite.ts) and forget it otherwise.
 */
export function recallFile(db: Db, uid: string): RememberedFile | undefined {
  const files = filesOf(db);
  const file = files.get(uid);
  if (!file) return undefined;
  files.delete(uid);
  files.set(uid, file);
  return file;
}

export function rememberFile(db: Db, file: RememberedFile): void {
  const files = filesOf(db);
  files.delete(file.uid);
  if (files.size >= MAX_FILES) files.delete(files.keys().next().value as string);
  files.set(file.uid, file);
}

export function forgetFiles(db: Db, uids: Iterable<string>): void {
  const files = filesOf(db);
  for (const uid of uids) files.delete(uid);
}
