import { PATHS } from '../../../protocol';
import { fileUrlOf, type SignatureList } from '../../../protocol/upload';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { requireOwner } from '../../services/files/owner';
import { latestFile } from '../../services/files/records';

/** GET signature.list: the caller's saved signature image (applicant or referee). */
export function registerSignatureList(app: TypedApi): void {
  app.get(
    PATHS.signature.list,
    {
      schema: {
        tags: ['upload'],
        summary: 'The saved signature (qm.signature) and stroke points (pfbz, not kept)',
        querystring: { type: 'object', properties: {} },
      },
    },
    async (request) => {
      const owner = await requireOwner(app.ctx.db, request);
      const file = await latestFile(app.ctx.db, owner, 'autograph');
      const result: SignatureList = { qm: { signature: file ? fileUrlOf(file.uid) : null }, pfbz: [] };
      return ok(result);
    },
  );
}
