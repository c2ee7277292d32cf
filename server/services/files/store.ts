import { fileUrlOf, type UploadedFile } from '../../../protocol/upload';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import { newPublicId } from '../tokens';
import { isInlineType } from './fileTypes';
import type { FileOwner } from './owner';
import { usedBytes } from './records';
import { fileStore } from './fileStore';
import { newStoredName, type TempFile } from './storage';

/** What is recorded with a checked file. */
export interface FileMeta {
  ext: string;
  mime: string;
  originalName: string;
  moduleId: number | null;
  field: string;
}

/** A stored file's row id and public description. */
export interface StoredFile extends UploadedFile {
  id: number;
}

/** The quota check: 413 when the owner's stored bytes plus this file would pass `uploadQuotaBytes`. */
export async function assertQuota(ctx: ServerContext, owner: FileOwner, size: number): Promise<void> {
  const used = await usedBytes(ctx.db, owner);
  if (used + size > ctx.config.uploadQuotaBytes) {
    const limit = Math.round(ctx.config.uploadQuotaBytes / (1024 * 1024));
    throw new ApiError(413, 'server.upload.quota', { limit }, { used, limit: ctx.config.uploadQuotaBytes });
  }
}

/** The public description of a stored file. */
export function describeFile(uid: string, name: string, size: number, mime: string): UploadedFile {
  const url = fileUrlOf(uid);
  const inline = `${url}?inline=1`;
  return {
    url,
    name,
    uid,
    size,
    fileUrl: isInlineType(mime) ? inline : url,
    iconUrl: mime.startsWith('image/') ? inline : null,
  };
}

/** Checks the quota, keeps a checked temp file in the server's store under a server-generated name and records it. */
export async function storeFile(ctx: ServerContext, owner: FileOwner, temp: TempFile, meta: FileMeta): Promise<StoredFile> {
  await assertQuota(ctx, owner, temp.size);
  const storedName = newStoredName(meta.ext);
  const store = fileStore(ctx);
  await store.put(storedName, temp);
  const uid = newPublicId();
  try {
    const row = await ctx.db
      .insertInto('files')
      .values({
        uid,
        user_id: owner.kind === 'applicant' ? owner.userId : null,
        recommendation_id: owner.kind === 'referee' ? owner.recommendationId : null,
        project_id: owner.projectId,
        module_id: meta.moduleId,
        field: meta.field,
        stored_name: storedName,
        original_name: meta.originalName,
        mime: meta.mime,
        size: temp.size,
        created_at: ctx.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, ...describeFile(uid, meta.originalName, temp.size, meta.mime) };
  } catch (error) {
    await store.remove(storedName).catch(() => undefined);
    throw error;
  }
}

/** Deletes a file's row, then its stored bytes (a row never points at bytes that are gone). */
export async function deleteFile(ctx: ServerContext, fileId: number): Promise<void> {
  const row = await ctx.db.deleteFrom('files').where('id', '=', fileId).returning('stored_name').executeTakeFirst();
  if (row) await fileStore(ctx).remove(row.stored_name);
}
