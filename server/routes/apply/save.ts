import { PATHS } from '../../../protocol';
import { chooseBatchBodySchema, saveModuleBodySchema } from '../../../protocol/apply';
import { requireApplicant } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { chooseBatch } from '../../services/apply/chooseBatch';
import { saveModule } from '../../services/apply/save';
import { parseValues } from '../../services/apply/values';
import { localeOf, TAGS } from './common';

/** apply.batch and apply.basic. */
export function saveRoutes(app: TypedApi): void {
  const { ctx } = app;
  app.post(
    PATHS.apply.batch,
    { schema: { tags: TAGS.apply, summary: 'Choose a batch and track (creates the application)', body: chooseBatchBodySchema } },
    async (request) => {
      const applicant = requireApplicant(request);
      return ok(await chooseBatch(ctx.db, applicant, request.body.batch_id, request.body.track_id, ctx.clock.now()));
    },
  );

  app.post(
    PATHS.apply.basic,
    {
      schema: {
        tags: TAGS.apply,
        summary: "Save a module: partial saves are state 1 with field errors, complete ones state 2; 409 on a stale version; 400 naming a file field whose file is not the applicant's upload for it",
        body: saveModuleBodySchema,
      },
    },
    async (request) => {
      const applicant = requireApplicant(request);
      const values = parseValues(request.body.value, 'value');
      const data = await saveModule(ctx.db, ctx.forms, applicant, {
        moduleId: request.body.menu_id,
        values,
        version: request.body.version,
        locale: localeOf(request),
        now: ctx.clock.now(),
        confirmEmailChange: request.body.confirm_email_change === 1,
      });
      return ok(data);
    },
  );
}
