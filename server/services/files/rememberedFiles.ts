import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect';
import type { FileTable } from '../../db/schema';
import { keepLatest, mapPerDatabase } from '../perDatabaseCache';

/** What a save needs of an applicant's upload; fixed once the upload is stored (a file is deleted, never changed). */
export type RememberedFile = Pick<
  Selectable<FileTable>,
  'uid' | 'user_id' | 'recommendation_id' | 'project_id' | 'module_id' | 'field' | 'original_name' | 'mime' | 'size'
>;

const MAX_FILES = 4096;
const filesOf = mapPerDatabase<string, RememberedFile>();

/**
 * Uploads read before, least recently used dropped first. A remembered file may have been deleted since: whoever
 * relies on one must check in the same statement that it still exists (see saveWrite.ts) and forget it otherwise.
 */
export function recallFile(db: Db, uid: string): RememberedFile | undefined {
  const files = filesOf(db);
  const file = files.get(uid);
  if (!file) return undefined;
  keepLatest(files, uid, file, MAX_FILES);
  return file;
}

export function rememberFile(db: Db, file: RememberedFile): void {
  keepLatest(filesOf(db), file.uid, file, MAX_FILES);
}

export function forgetFiles(db: Db, uids: Iterable<string>): void {
  const files = filesOf(db);
  for (const uid of uids) files.delete(uid);
}
