import '../../messages';
import { PATHS } from '../../../protocol';
import { recommendRowBody } from '../../../protocol/recommend';
import { translate } from '../../../schema-adapters';
import { ApiError, badRequest, conflict } from '../../http/errors';
import { requestLocale } from '../../http/language';
import type { TypedApi } from '../../http/typedApi';
import { sendInvitation } from '../../services/recommend/invite';
import { savedRows } from '../../services/recommend/lookup';
import { REMIND_INTERVAL_MS } from '../../services/recommend/records';
import { actionAnswer, applicantName, applicantScope, requireRefereeView, targetRecommendation } from './applicantScope';
import { signedInRoute } from './routeOptions';

/** POST remind (beyond the spec): a reminder to a referee who has not submitted, at most once a day. */
export default async function remindRoute(app: TypedApi): Promise<void> {
  app.post(
    PATHS.apply.remind,
    signedInRoute('Remind an invited recommender who has not submitted (once a day); answers the two-step status', { body: recommendRowBody }),
    async (request) => {
      const scope = await applicantScope(app, request);
      const module = requireRefereeView(scope);
      if (!scope.application) throw badRequest('server.recommend.notSent');
      const applicationId = scope.application.id;
      const rec = await targetRecommendation(app, applicationId, module.id, request.body);
      if (rec.write_state === 1) throw conflict('server.recommend.letterSubmitted');
      if (rec.send_state !== 1) throw badRequest('server.recommend.notSent');
      const now = app.ctx.clock.now();
      if (rec.reminded_at !== null && now - rec.reminded_at < REMIND_INTERVAL_MS) {
        const seconds = Math.ceil((rec.reminded_at + REMIND_INTERVAL_MS - now) / 1000);
        const hours = Math.ceil(seconds / 3600);
        throw new ApiError(429, 'server.recommend.remindTooSoon', { hours }, null, { 'retry-after': String(seconds) });
      }
      const locale = requestLocale(request.headers);
      await sendInvitation(app.ctx, {
        recommendation: rec,
        project: scope.project,
        applicantName: await applicantName(app, scope.applicant.id),
        locale,
        kind: 'remind',
      });
      const rows = await savedRows(app.ctx.db, applicationId, module);
      return actionAnswer(app, scope, applicationId, rec.id, rows, translate(locale, 'server.recommend.reminded'));
    },
  );
}
