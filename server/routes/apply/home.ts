import { PATHS } from '../../../protocol';
import { emptyQuerySchema } from '../../../protocol/apply';
import { requireApplicant } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { findApplication } from '../../services/apply/application';
import { homeData } from '../../services/apply/home';
import { progress, progressV2 } from '../../services/apply/progress';
import { localeOf, TAGS } from './common';

/** apply.home, apply.progress and the v2 progress. */
export function homeRoutes(app: TypedApi): void {
  const { ctx } = app;
  const querystring = emptyQuerySchema;
  app.get(PATHS.apply.home, { schema: { tags: TAGS.apply, summary: 'Batches, the application record and recommendation records', querystring } }, async (request) =>
    ok(await homeData(ctx.db, requireApplicant(request), localeOf(request), ctx.clock.now())),
  );
  app.get(PATHS.apply.progress, { schema: { tags: TAGS.apply, summary: 'Current step, review result and audit per column', querystring } }, async (request) => {
    const applicant = requireApplicant(request);
    return ok(await progress(ctx.db, await findApplication(ctx.db, applicant), applicant.projectId, localeOf(request), ctx.clock.now()));
  });
  app.get(PATHS.apply.progressV2, { schema: { tags: TAGS.apply, summary: 'Progress with the whole timeline', querystring } }, async (request) => {
    const applicant = requireApplicant(request);
    return ok(await progressV2(ctx.db, await findApplication(ctx.db, applicant), applicant.projectId, localeOf(request), ctx.clock.now()));
  });
}
