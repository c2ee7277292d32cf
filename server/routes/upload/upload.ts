import { PATHS } from '../../../protocol';
import { UPLOAD_FIELDS } from '../../../protocol/upload';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import type { TypedApi } from '../../http/typedApi';
import { findUploadField, type UploadTarget } from '../../services/files/fieldLookup';
import { allowedTypes, checkFileType } from '../../services/files/fileTypes';
import { readUpload } from '../../services/files/multipart';
import { assertWritable, requireOwner } from '../../services/files/owner';
import { countFieldFiles } from '../../services/files/records';
import { removeQuietly } from '../../services/files/storage';
import { describeFile, storeFile } from '../../services/files/store';
import { isSupplementaryMenu, supplementaryUploadField } from '../../services/apply/supplementaryUploads';
import { fieldLimitBytes, sizeRefusal, typeRefusal } from './sizeLimits';

/** POST public.upload: a file for an upload or video field, checked by name, magic bytes, size, count and quota. */
export function registerUpload(app: TypedApi): void {
  app.post(
    PATHS.public.upload,
    {
      schema: {
        tags: ['upload'],
        summary: 'Upload a file for a form field (multipart: menu_id, id, project_id, org_id, lang, file)',
        consumes: ['multipart/form-data'],
        description: `Multipart fields: ${JSON.stringify(UPLOAD_FIELDS.properties)}. Applicants and referees (letter fields).`,
      },
    },
    async (request) => {
      const { db } = app.ctx;
      const owner = await requireOwner(db, request);
      const { applicant } = request;
      const supplementary = async (fields: Record<string, string>) =>
        applicant && isSupplementaryMenu(fields.menu_id) ? supplementaryUploadField(db, app.ctx.forms, applicant, fields.id, app.ctx.clock.now()) : undefined;
      let target: UploadTarget | undefined;
      const resolve = async (fields: Record<string, string>) => (target ??= (await supplementary(fields)) ?? (await writableField(fields)));
      const writableField = async (fields: Record<string, string>) => {
        await assertWritable(db, owner);
        return findUploadField(db, app.ctx.forms, owner, fields.menu_id, fields.id);
      };
      const parts = await readUpload(request, app.ctx.config, {
        maxBytes: async (fields) => (fields.id ? fieldLimitBytes((await resolve(fields)).field.condition.file_size) : fieldLimitBytes(undefined)),
        tooLarge: sizeRefusal,
      });
      const { file } = parts;
      try {
        const { moduleId, field } = await resolve(parts.fields);
        if (!file || file.size === 0) throw badRequest('server.upload.noFile', {}, { field: 'file' });
        const types = allowedTypes(field);
        const checked = await checkFileType(file.path, file.name, types);
        if (!checked) throw typeRefusal(request, types);
        const maxBytes = fieldLimitBytes(field.condition.file_size);
        if (file.size > maxBytes) throw sizeRefusal(maxBytes);
        const limit = field.condition.upload_sample ?? 1;
        if ((await countFieldFiles(db, owner, moduleId, field.field)) >= limit) throw badRequest('validation.file.count', {}, { field: 'file' });
        const stored = await storeFile(app.ctx, owner, file, { ...checked, originalName: file.name, moduleId, field: field.field });
        return ok(describeFile(stored.uid, stored.name, stored.size, checked.mime));
      } finally {
        if (file) await removeQuietly(file.path);
      }
    },
  );
}
