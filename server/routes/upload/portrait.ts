import { PATHS } from '../../../protocol';
import { PORTRAIT_FIELDS, PORTRAIT_MAX_MB, type PortraitResult } from '../../../protocol/upload';
import { requireApplicant } from '../../http/auth';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import type { TypedApi } from '../../http/typedApi';
import { checkFileType, IMAGE_TYPES } from '../../services/files/fileTypes';
import { readUpload } from '../../services/files/multipart';
import { removeQuietly } from '../../services/files/storage';
import { storeFile } from '../../services/files/store';
import { fieldLimitBytes, sizeRefusal, typeRefusal } from './sizeLimits';

/** POST apply.portrait: the applicant's photo (jpg/png by magic bytes, at most PORTRAIT_MAX_MB), set as head_portrait. */
export function registerPortrait(app: TypedApi): void {
  app.post(
    PATHS.apply.portrait,
    {
      schema: {
        tags: ['upload'],
        summary: `Upload the applicant's portrait (multipart file, jpg/png, < ${PORTRAIT_MAX_MB}MB)`,
        consumes: ['multipart/form-data'],
        description: `Multipart fields: ${JSON.stringify(PORTRAIT_FIELDS.properties)}.`,
      },
    },
    async (request) => {
      const applicant = requireApplicant(request);
      const owner = { kind: 'applicant' as const, userId: applicant.id, projectId: applicant.projectId };
      const maxBytes = fieldLimitBytes(PORTRAIT_MAX_MB);
      const { file } = await readUpload(request, app.ctx.config, { maxBytes: async () => maxBytes, tooLarge: sizeRefusal });
      try {
        if (!file || file.size === 0) throw badRequest('server.upload.noFile', {}, { field: 'file' });
        const checked = await checkFileType(file.path, file.name, IMAGE_TYPES);
        if (!checked) throw typeRefusal(request, IMAGE_TYPES);
        const stored = await storeFile(app.ctx, owner, file, { ...checked, originalName: file.name, moduleId: null, field: 'portrait' });
        await app.ctx.db.updateTable('users').set({ head_portrait: stored.url }).where('id', '=', applicant.id).execute();
        const result: PortraitResult = { url: stored.url };
        return ok(result);
      } finally {
        if (file) await removeQuietly(file.path);
      }
    },
  );
}
