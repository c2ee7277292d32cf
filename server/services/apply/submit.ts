import type { ApplicationStateData, IncompleteData } from '../../../protocol/apply';
import type { FormRuntime, Locale } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import type { Applicant } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { type ApplicationRow, findApplication, requireEditable } from './application';
import { incompleteModules } from './incomplete';
import { toSeconds, windowState } from './time';

export interface SubmitRequest {
  acknowledge: number;
  signature: string | undefined;
  locale: Locale;
  now: number;
}

/** The autograph file to attach: the one named by `signature`, else the one already on the application. */
async function signatureFileId(db: Db, applicant: Applicant, application: ApplicationRow, uid: string | undefined): Promise<number> {
  const query = db
    .selectFrom('files')
    .select('id')
    .where('user_id', '=', applicant.id)
    .where('project_id', '=', applicant.projectId)
    .where('field', '=', 'autograph');
  const file = uid
    ? await query.where('uid', '=', uid).executeTakeFirst()
    : application.signature_file_id !== null
      ? await query.where('id', '=', application.signature_file_id).executeTakeFirst()
      : undefined;
  if (!file) throw badRequest('server.apply.signatureRequired');
  return file.id;
}

/** Checks the track window: no submission before it opens or after it closes. */
async function checkWindow(db: Db, application: ApplicationRow, now: number): Promise<void> {
  const id = application.track_id ?? application.batch_id;
  if (id === null) return;
  const window = await db.selectFrom('batches').select(['start_time', 'end_time']).where('id', '=', id).executeTakeFirst();
  if (!window) throw badRequest('server.apply.chooseBatchFirst');
  const state = windowState(window.start_time, window.end_time, now);
  if (state !== 'open') throw badRequest(state === 'closed' ? 'server.apply.batchClosed' : 'server.apply.batchNotOpen');
}

/**
 * Submits the application: acknowledgement, an electronic signature (autograph file of this user), every required
 * module complete (stored state 2 and stored values valid again) and every stored file value the applicant's own
 * upload. Runs in one transaction that first touches the application row, so saves cannot slip in between the
 * check and the status change.
 */
export async function submitApplication(db: Db, forms: FormRuntime, applicant: Applicant, request: SubmitRequest): Promise<ApplicationStateData> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('applications')
      .set({ updated_at: request.now })
      .where('user_id', '=', applicant.id)
      .where('project_id', '=', applicant.projectId)
      .execute();
    const application = requireEditable(await findApplication(trx, applicant));
    if (request.acknowledge !== 1) throw badRequest('server.apply.acknowledgeRequired');
    const fileId = await signatureFileId(trx, applicant, application, request.signature);
    await checkWindow(trx, application, request.now);
    const modules = await incompleteModules(trx, forms, applicant, application, request.locale);
    if (modules.length > 0) throw badRequest('server.apply.incomplete', {}, { modules } satisfies IncompleteData);
    await trx
      .updateTable('applications')
      .set({ status: 'submitted', submitted_at: request.now, acknowledged: 1, signature_file_id: fileId, updated_at: request.now })
      .where('id', '=', application.id)
      .execute();
    return { status: 'submitted', submitted_at: toSeconds(request.now) };
  });
}
