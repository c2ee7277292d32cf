import type { ApplicationStateData } from '../../../protocol/apply';
import type { Db } from '../../db/connect';
import type { Applicant } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { findApplication, requireApplication, submittedError } from './application';
import { windowState } from './time';

/**
 * Withdraws a submission (apply/revokeApply): back to editable with status `withdrawn`; batch, values and module
 * states are kept so the applicant can correct and submit again. Refused when not submitted, once the review has
 * a result, or after the track's window closed (the applicant could never submit again).
 */
export async function revokeApplication(db: Db, applicant: Applicant, now: number): Promise<ApplicationStateData> {
  const application = requireApplication(await findApplication(db, applicant));
  if (application.status !== 'submitted') throw badRequest('server.apply.notSubmitted');
  if (application.review_status !== 'pending') throw badRequest('server.apply.alreadyReviewed');
  const windowId = application.track_id ?? application.batch_id;
  const window = windowId === null ? undefined : await db.selectFrom('batches').select(['start_time', 'end_time']).where('id', '=', windowId).executeTakeFirst();
  if (window && windowState(window.start_time, window.end_time, now) === 'closed') throw badRequest('server.apply.batchClosed');
  const result = await db
    .updateTable('applications')
    .set({ status: 'withdrawn', submitted_at: null, acknowledged: 0, updated_at: now })
    .where('id', '=', application.id)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw badRequest('server.apply.notSubmitted');
  return { status: 'withdrawn', submitted_at: null };
}

/**
 * Starts again with a fresh draft (apply/reapply): the batch choice is cleared and every module state goes back
 * to 0 (not filled), with its version increased so open tabs must reload. Saved values are KEPT as a starting
 * point (no lost work): the applicant re-saves each module, which validates it again, before submitting.
 * Refused while submitted (withdraw first), when there is no application, and on a draft already fresh.
 */
export async function reapplyApplication(db: Db, applicant: Applicant, now: number): Promise<ApplicationStateData> {
  const application = requireApplication(await findApplication(db, applicant));
  if (application.status === 'submitted') throw submittedError();
  if (application.status === 'draft' && application.batch_id === null) throw badRequest('server.apply.nothingToRestart');
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('applications')
      .set({ status: 'draft', batch_id: null, track_id: null, submitted_at: null, acknowledged: 0, updated_at: now })
      .where('id', '=', application.id)
      .where('status', '<>', 'submitted')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw submittedError();
    await trx
      .updateTable('module_values')
      .set((eb) => ({ state: 0, version: eb('version', '+', 1), updated_at: now }))
      .where('application_id', '=', application.id)
      .execute();
  });
  return { status: 'draft', submitted_at: null };
}
