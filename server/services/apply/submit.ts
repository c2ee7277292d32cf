import type { ApplicationStateData, IncompleteData } from '../../../protocol/apply';
import { type Locale, validateModule } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import { parseJson } from '../../db/json';
import type { Applicant } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { type ApplicationRow, findApplication, requireEditable } from './application';
import { moduleFields } from './fieldsCache';
import { LETTER, menuItem, moduleRows } from './modules';
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

/** Required modules (referee 0 and 1) whose stored state is not 2 or whose stored values no longer validate. */
async function incompleteModules(db: Db, application: ApplicationRow, locale: Locale): Promise<IncompleteData['modules']> {
  const modules = (await moduleRows(db, application.project_id)).filter((module) => module.required === 1 && module.referee !== LETTER);
  const saved = await db.selectFrom('module_values').select(['module_id', 'value', 'state']).where('application_id', '=', application.id).execute();
  const byModule = new Map(saved.map((row) => [row.module_id, row]));
  const incomplete: IncompleteData['modules'] = [];
  for (const module of modules) {
    const row = byModule.get(module.id);
    const values = parseJson<unknown>(row?.value, {});
    const errors = row ? validateModule(moduleFields(module), values, { locale, referee: module.referee }) : [];
    if (row?.state === 2 && errors.length === 0) continue;
    const item = menuItem(module, locale, row ? { state: row.state, version: 0 } : undefined);
    incomplete.push({ menuid: item.menuid, name: item.name, state: item.state, errors });
  }
  return incomplete;
}

/**
 * Submits the application: acknowledgement, an electronic signature (autograph file of this user) and every
 * required module complete (stored state 2 and stored values valid again). Runs in one transaction that first
 * touches the application row, so saves cannot slip in between the check and the status change.
 */
export async function submitApplication(db: Db, applicant: Applicant, request: SubmitRequest): Promise<ApplicationStateData> {
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
    const modules = await incompleteModules(trx, application, request.locale);
    if (modules.length > 0) throw badRequest('server.apply.incomplete', {}, { modules } satisfies IncompleteData);
    await trx
      .updateTable('applications')
      .set({ status: 'submitted', submitted_at: request.now, acknowledged: 1, signature_file_id: fileId, updated_at: request.now })
      .where('id', '=', application.id)
      .execute();
    return { status: 'submitted', submitted_at: toSeconds(request.now) };
  });
}
