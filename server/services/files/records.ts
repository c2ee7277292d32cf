import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/connect';
import type { FileOwner } from './owner';

type FilesQuery<O> = SelectQueryBuilder<Database, 'files', O>;

/** Restricts a files query to one owner's files. */
export function ownedBy<O>(query: FilesQuery<O>, owner: FileOwner): FilesQuery<O> {
  if (owner.kind === 'referee') return query.where('recommendation_id', '=', owner.recommendationId);
  return query.where('user_id', '=', owner.userId).where('recommendation_id', 'is', null);
}

/** Bytes the owner has stored, for the quota. */
export async function usedBytes(db: Db, owner: FileOwner): Promise<number> {
  const row = await ownedBy(db.selectFrom('files').select((eb) => eb.fn.sum<number | string | null>('size').as('total')), owner).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The saved values a file may be referenced from: the module value (applicant) or the letter (referee). */
async function savedValue(db: Db, owner: FileOwner, moduleId: number): Promise<{ text: string; savedAt: number } | undefined> {
  if (owner.kind === 'referee') return undefined;
  const row = await db
    .selectFrom('module_values')
    .innerJoin('applications', 'applications.id', 'module_values.application_id')
    .select(['module_values.value', 'module_values.updated_at'])
    .where('applications.user_id', '=', owner.userId)
    .where('applications.project_id', '=', owner.projectId)
    .where('module_values.module_id', '=', moduleId)
    .executeTakeFirst();
  return row ? { text: row.value, savedAt: row.updated_at } : undefined;
}

/**
 * Files of the owner counting against a field's `upload_sample`. A file the applicant removed from the field and then
 * saved the module without (saved after the upload, uid absent from the saved value) no longer counts.
 */
export async function countFieldFiles(db: Db, owner: FileOwner, moduleId: number, fieldKey: string): Promise<number> {
  const files = await ownedBy(db.selectFrom('files').select(['uid', 'created_at']), owner)
    .where('module_id', '=', moduleId)
    .where('field', '=', fieldKey)
    .execute();
  const saved = files.length > 0 ? await savedValue(db, owner, moduleId) : undefined;
  if (!saved) return files.length;
  return files.filter((file) => file.created_at >= saved.savedAt || saved.text.includes(file.uid)).length;
}

/** The owner's most recent file of a field ('autograph', 'portrait', ...). */
export async function latestFile(db: Db, owner: FileOwner, fieldKey: string) {
  return ownedBy(db.selectFrom('files').select(['id', 'uid']), owner).where('field', '=', fieldKey).orderBy('id', 'desc').executeTakeFirst();
}

/** A file by public id, with what the owner check and download need. */
export async function fileByUid(db: Db, uid: string) {
  return db
    .selectFrom('files')
    .select(['id', 'uid', 'user_id', 'recommendation_id', 'stored_name', 'original_name', 'mime', 'size'])
    .where('uid', '=', uid)
    .executeTakeFirst();
}
