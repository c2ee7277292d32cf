import '../../messages';
import type { FastifyInstance } from 'fastify';
import { PATHS } from '../../../protocol';
import { type RecommendRowBody, recommendRowBody } from '../../../protocol/recommend';
import type { Db } from '../../db/connect';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors';
import { requestLocale } from '../../http/language';
import type { TypedApi } from '../../http/typedApi';
import { hasRepeatedEmail, isValidEmail, recommenderRows, refereeColumns, type RecommenderRow } from '../../services/recommend/columns';
import { sendInvitation } from '../../services/recommend/invite';
import { savedValues } from '../../services/recommend/lookup';
import { applicantContact, selfRecommenders } from '../../services/recommend/selfCheck';
import { syncRecommenders } from '../../services/recommend/sync';
import { moduleFields } from '../../services/apply/fieldsCache';
import { translate } from '../../../schema-adapters';
import { actionAnswer, applicantName, applicantScope, requireRefereeView, targetRecommendation } from './applicantScope';
import { signedInRoute } from './routeOptions';

const RESEND_INTERVAL_MS = 60 * 1000;

/** The saved form row the call names: by row number, or the row of the named recommendation. */
async function formRow(app: FastifyInstance, rows: RecommenderRow[], applicationId: number, moduleId: number, target: RecommendRowBody) {
  if (target.id === undefined) return rows.find((row) => row.rowNumber === target.row_number);
  const rec = await targetRecommendation(app, applicationId, moduleId, target);
  return rows.find((row) => row.email === rec.email) ?? rows.find((row) => row.rowNumber === rec.row_number);
}

/** The recommendation the synced row became; refused when its letter is written or another row holds its e-mail. */
async function invitationOfRow(db: Db, applicationId: number, moduleId: number, row: RecommenderRow) {
  const rec = await db
    .selectFrom('recommendations')
    .select(['id', 'name', 'email', 'write_state', 'sent_at'])
    .where('application_id', '=', applicationId)
    .where('email', '=', row.email)
    .executeTakeFirst();
  if (!rec) {
    const written = await db
      .selectFrom('recommendations')
      .select('id')
      .where('application_id', '=', applicationId)
      .where('module_id', '=', moduleId)
      .where('row_number', '=', row.rowNumber)
      .where('write_state', '=', 1)
      .executeTakeFirst();
    throw written ? conflict('server.recommend.letterWritten') : badRequest('server.recommend.emailRepeat');
  }
  if (rec.write_state === 1) throw conflict('server.recommend.letterWritten');
  return rec;
}

/** 429 with the seconds to wait when the invitation was sent less than a minute ago. */
function assertResendAllowed(rec: { sent_at: number | null }, now: number): void {
  const elapsed = rec.sent_at === null ? Infinity : now - rec.sent_at;
  if (elapsed < RESEND_INTERVAL_MS) {
    const seconds = Math.ceil((RESEND_INTERVAL_MS - elapsed) / 1000);
    throw new ApiError(429, 'server.recommend.sendTooSoon', { seconds }, null, { 'retry-after': String(seconds) });
  }
}

/** POST send_email: (re)sends the invitation with a fresh link, once the row is complete and its e-mail unique. */
export default async function sendEmailRoute(app: TypedApi): Promise<void> {
  app.post(
    PATHS.apply.sendEmail,
    signedInRoute('Send (or re-send) the invitation e-mail to a recommender', { body: recommendRowBody }),
    async (request) => {
      const scope = await applicantScope(app, request);
      const module = requireRefereeView(scope);
      const { db } = app.ctx;
      const incomplete = () => badRequest('server.recommend.fieldsIncomplete');
      if (!scope.application) throw incomplete();
      const applicationId = scope.application.id;
      const columns = refereeColumns(module.fields);
      const values = await savedValues(db, applicationId, module.id);
      if (!columns || !values) throw incomplete();
      const rows = recommenderRows(columns, values);
      const row = await formRow(app, rows, applicationId, module.id, request.body);
      if (!row && request.body.row_number !== undefined) throw notFound('server.recommend.rowNotFound');
      if (!row || !row.name || !isValidEmail(row.email)) throw incomplete();
      if (hasRepeatedEmail(rows, row)) throw badRequest('server.recommend.emailRepeat');
      const locale = requestLocale(request.headers);
      const self = selfRecommenders(moduleFields(module), values, await applicantContact(db, scope.applicant.id), locale);
      if (self.rows.has(row.rowNumber)) throw badRequest('server.recommend.selfRecommendation', {}, { field: 'email', errors: self.errors });

      await syncRecommenders(db, applicationId, module.id, values, app.ctx.clock.now(), { refused: self.rows });
      const rec = await invitationOfRow(db, applicationId, module.id, row);
      assertResendAllowed(rec, app.ctx.clock.now());
      await sendInvitation(app.ctx, {
        recommendation: rec,
        project: scope.project,
        applicantName: await applicantName(app, scope.applicant.id),
        locale,
        kind: 'invite',
      });
      return actionAnswer(app, scope, applicationId, rec.id, rows, translate(locale, 'server.recommend.sent'));
    },
  );
}
