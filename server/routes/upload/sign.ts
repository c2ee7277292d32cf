import { PATHS } from '../../../protocol';
import { SIGN_BODY, type SignResult } from '../../../protocol/upload';
import { parseJson } from '../../db/json';
import { ok } from '../../http/envelope';
import { requireApplicant } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import type { TypedApi } from '../../http/typedApi';
import { ownApplication } from '../../services/files/owner';

/** POST apply.sign: records the electronic-signature acceptance in `applications.extra` (signAccepted, signAcceptedAt). */
export function registerSign(app: TypedApi): void {
  app.post(
    PATHS.apply.sign,
    { schema: { tags: ['upload'], summary: 'Accept the electronic signature terms', body: SIGN_BODY } },
    async (request) => {
      const applicant = requireApplicant(request);
      const { db, clock } = app.ctx;
      const application = await ownApplication(db, applicant.id, applicant.projectId);
      if (!application) throw badRequest('server.upload.noApplication');
      if (application.status === 'submitted') throw forbidden('server.upload.submitted');
      const now = clock.now();
      const extra = parseJson<Record<string, unknown>>(application.extra, {});
      const next = { ...(typeof extra === 'object' && extra !== null ? extra : {}), signAccepted: true, signAcceptedAt: now };
      await db
        .updateTable('applications')
        .set({ extra: JSON.stringify(next), updated_at: now })
        .where('id', '=', application.id)
        .where('status', '!=', 'submitted')
        .execute();
      const result: SignResult = { signAccepted: true, signAcceptedAt: now };
      return ok(result);
    },
  );
}
