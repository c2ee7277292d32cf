import '../../messages';
import { PATHS } from '../../../protocol';
import { updateEmailSendStatusBody } from '../../../protocol/recommend';
import { translate } from '../../../schema-adapters';
import { badRequest, conflict, forbidden, invalidField } from '../../http/errors';
import { requestLocale } from '../../http/language';
import type { TypedApi } from '../../http/typedApi';
import { changeRecommenderEmail } from '../../services/recommend/changeEmail';
import { isValidEmail, normaliseEmail } from '../../services/recommend/columns';
import { savedRows } from '../../services/recommend/lookup';
import { applicantContact } from '../../services/recommend/selfCheck';
import { PARKED_ROW } from '../../services/recommend/syncPlan';
import { actionAnswer, applicantScope, requireRefereeView, targetRecommendation } from './applicantScope';
import { signedInRoute } from './routeOptions';

/** POST updateEmailSendStatus: a confirmed e-mail change after sending resets the row and kills the old link. */
export default async function updateEmailRoute(app: TypedApi): Promise<void> {
  app.post(
    PATHS.apply.updateEmailSendStatus,
    signedInRoute("Change an invited recommender's e-mail: the send status resets and the old link stops working", { body: updateEmailSendStatusBody }),
    async (request) => {
      const scope = await applicantScope(app, request);
      const module = requireRefereeView(scope);
      const email = normaliseEmail(request.body.email);
      if (!isValidEmail(email)) throw invalidField('email');
      const { application } = scope;
      if (!application) throw badRequest('server.recommend.fieldsIncomplete');
      if (application.status === 'submitted') throw forbidden('server.recommend.applicationSubmitted');
      const { db } = app.ctx;
      const rec = await targetRecommendation(app, application.id, module.id, request.body);
      if (rec.write_state === 1) throw conflict('server.recommend.letterWritten');
      const rows = await savedRows(db, application.id, module);
      if (email !== rec.email) {
        const taken = await db
          .selectFrom('recommendations')
          .select('id')
          .where('application_id', '=', application.id)
          .where('email', '=', email)
          .where('row_number', '<>', PARKED_ROW)
          .executeTakeFirst();
        if (taken || rows.some((row) => row.rowNumber !== rec.row_number && row.email === email)) {
          throw badRequest('server.recommend.emailRepeat');
        }
        if ((await applicantContact(db, scope.applicant.id)).email === email) throw badRequest('server.recommend.selfRecommendation', {}, { field: 'email' });
        await changeRecommenderEmail(db, rec, application.id, module, request.body.email, app.ctx.clock.now());
      }
      // A recommendation with a referee's draft is parked by the change: the row now has a new one.
      const current = await targetRecommendation(app, application.id, module.id, { row_number: rec.row_number });
      const message = translate(requestLocale(request.headers), 'server.recommend.emailUpdated');
      return actionAnswer(app, scope, application.id, current.id, await savedRows(db, application.id, module), message);
    },
  );
}
