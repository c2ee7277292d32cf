import { PATHS } from '../../../protocol';
import { AUTOGRAPH_BODY, AUTOGRAPH_MAX_MB, type AutographResult } from '../../../protocol/upload';
import { ok } from '../../http/envelope';
import { badRequest, invalidField } from '../../http/errors';
import type { TypedApi } from '../../http/typedApi';
import { autographDataUrl, decodePngDataUrl } from '../../services/files/dataUrl';
import { ownModuleId } from '../../services/files/fieldLookup';
import { assertWritable, requireOwner } from '../../services/files/owner';
import { bufferToTemp, removeQuietly } from '../../services/files/storage';
import { storeFile } from '../../services/files/store';

/** POST apply.uploadAutograph: the signature pad's PNG, stored as the owner's 'autograph' file. */
export function registerAutograph(app: TypedApi): void {
  app.post(
    PATHS.apply.uploadAutograph,
    {
      schema: {
        tags: ['upload'],
        summary: 'Save an electronic signature (PNG data URL)',
        body: AUTOGRAPH_BODY,
      },
    },
    async (request) => {
      const { db } = app.ctx;
      const owner = await requireOwner(db, request);
      await assertWritable(db, owner);
      const dataUrl = autographDataUrl(request.body.autograph);
      if (dataUrl === null) throw invalidField('autograph');
      const png = await decodePngDataUrl(dataUrl, AUTOGRAPH_MAX_MB * 1024 * 1024);
      if (png === 'tooLarge') throw badRequest('server.upload.signatureTooLarge', { limit: AUTOGRAPH_MAX_MB }, { field: 'autograph' });
      if (typeof png === 'string') throw badRequest('server.upload.badSignature', {}, { field: 'autograph' });
      const moduleId = await ownModuleId(db, owner, request.body.menu_id);
      const temp = await bufferToTemp(app.ctx.config, png);
      try {
        const meta = { ext: 'png', mime: 'image/png', originalName: 'autograph.png', moduleId, field: 'autograph' };
        const stored = await storeFile(app.ctx, owner, temp, meta);
        if (owner.kind === 'applicant') {
          await db
            .updateTable('applications')
            .set({ signature_file_id: stored.id, updated_at: app.ctx.clock.now() })
            .where('user_id', '=', owner.userId)
            .where('project_id', '=', owner.projectId)
            .execute();
        }
        const result: AutographResult = { url: stored.url, uid: stored.uid };
        return ok(result);
      } finally {
        await removeQuietly(temp.path);
      }
    },
  );
}
