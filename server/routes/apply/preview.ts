import { PATHS } from '../../../protocol';
import { emptyBodySchema, emptyQuerySchema } from '../../../protocol/apply';
import { requireApplicant } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { exportApplication } from '../../services/apply/exportData';
import { previewData } from '../../services/apply/preview';
import { localeOf, TAGS } from './common';

/** apply.newPreview and apply.export. */
export function previewRoutes(app: TypedApi): void {
  const { ctx } = app;
  app.get(
    PATHS.apply.newPreview,
    { schema: { tags: TAGS.apply, summary: 'Every module (letters excluded) with definitions and values, and the show flags', querystring: emptyQuerySchema } },
    async (request) => ok(await previewData(ctx.db, requireApplicant(request), localeOf(request))),
  );
  app.post(
    PATHS.apply.export,
    { schema: { tags: TAGS.apply, summary: "The user's own application as a JSON attachment (the envelope, data = the application)", body: emptyBodySchema } },
    async (request, reply) => {
      const applicant = requireApplicant(request);
      const data = await exportApplication(ctx.db, applicant, localeOf(request), ctx.clock.now());
      return reply
        .header('content-disposition', `attachment; filename="application-${applicant.uid.replace(/[^A-Za-z0-9_-]/g, '')}.json"`)
        .header('x-content-type-options', 'nosniff')
        .type('application/json; charset=utf-8')
        .send(ok(data));
    },
  );
}
