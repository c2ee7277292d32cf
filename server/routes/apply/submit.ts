import { PATHS } from '../../../protocol';
import { emptyBodySchema, submitBodySchema } from '../../../protocol/apply';
import { requireApplicant } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { reapplyApplication, revokeApplication } from '../../services/apply/lifecycle';
import { submitApplication } from '../../services/apply/submit';
import { localeOf, TAGS } from './common';

/** apply.submit, apply.revokeApply, apply.reapply. */
export function submitRoutes(app: TypedApi): void {
  const { ctx } = app;
  app.post(
    PATHS.apply.submit,
    {
      schema: {
        tags: TAGS.apply,
        summary: 'Submit: acknowledgement, electronic signature and every required module complete; then read-only',
        body: submitBodySchema,
      },
    },
    async (request) => {
      const applicant = requireApplicant(request);
      const signature = request.body.signature?.trim() || undefined;
      const data = await submitApplication(ctx.db, ctx.forms, applicant, { acknowledge: request.body.acknowledge, signature, locale: localeOf(request), now: ctx.clock.now() });
      return ok(data);
    },
  );
  app.post(
    PATHS.apply.revokeApply,
    { schema: { tags: TAGS.apply, summary: 'Withdraw a submission (back to editable, status withdrawn)', body: emptyBodySchema } },
    async (request) => ok(await revokeApplication(ctx.db, requireApplicant(request), ctx.clock.now())),
  );
  app.post(
    PATHS.apply.reapply,
    { schema: { tags: TAGS.apply, summary: 'Start again: batch choice and module states cleared, values kept as a starting point', body: emptyBodySchema } },
    async (request) => ok(await reapplyApplication(ctx.db, requireApplicant(request), ctx.clock.now())),
  );
}
