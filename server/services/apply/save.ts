import type { SaveData } from '../../../protocol/apply';
import type { FormRuntime, Locale } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import type { Applicant } from '../../http/auth';
import { type ApiError, badRequest, conflict, forbidden } from '../../http/errors';
import { ownFileValues } from '../files/fileValues';
import { applicantContact, selfRecommenders } from '../recommend/selfCheck';
import { syncRecommenders } from '../recommend/sync';
import { findApplication, submittedError } from './application';
import { moduleFields } from './fieldsCache';
import { LETTER, REFEREE_INFO, projectModule } from './modules';

export interface SaveRequest {
  moduleId: number;
  values: Record<string, unknown>;
  version: number;
  locale: Locale;
  now: number;
  /** The applicant confirmed changing or removing invited recommenders (referee-information modules). */
  confirmEmailChange?: boolean;
}

const staleVersion = (version: number) => conflict('server.apply.staleVersion', { version });

/** Explains why the application row could not be locked for a write. */
async function refusal(db: Db, applicant: Applicant): Promise<ApiError> {
  const application = await findApplication(db, applicant);
  if (application?.status === 'submitted') return submittedError();
  return badRequest('server.apply.chooseBatchFirst');
}

/**
 * Saves one module (apply/basic): unknown keys dropped, hidden values pruned, file values checked against the
 * applicant's own uploads and rewritten from the store (400 naming the field otherwise), validated with the form
 * runtime. Always stored (state 2 without errors, else 1). The version must be the stored one (409 otherwise). The
 * application row is touched first inside the transaction, so a concurrent submit and save serialise.
 */
export async function saveModule(db: Db, forms: FormRuntime, applicant: Applicant, request: SaveRequest): Promise<SaveData> {
  const module = await projectModule(db, applicant.projectId, request.moduleId);
  if (module.referee === LETTER) throw forbidden('server.apply.letterByReferee');
  const options = { locale: request.locale, referee: module.referee };
  const fields = moduleFields(module);
  const owner = { kind: 'applicant', userId: applicant.id, projectId: applicant.projectId } as const;
  const stored = await ownFileValues(db, forms, owner, { moduleId: module.id, fields, values: forms.toStored(fields, request.values, options) }, request.locale);
  const self = module.referee === REFEREE_INFO ? selfRecommenders(fields, stored, await applicantContact(db, applicant.id), request.locale) : null;
  const errors = [...forms.validateStored(fields, stored, options), ...(self?.errors ?? [])];
  const state = errors.length === 0 ? 2 : 1;
  const value = JSON.stringify(stored);
  const { now } = request;

  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable('applications')
      .set({ updated_at: now })
      .where('user_id', '=', applicant.id)
      .where('project_id', '=', applicant.projectId)
      .where('status', '<>', 'submitted')
      .where('batch_id', 'is not', null)
      .returning('id')
      .executeTakeFirst();
    if (!locked) throw await refusal(trx, applicant);
    const key = { application_id: locked.id, module_id: module.id };
    let version: number;
    if (request.version === 0) {
      const inserted = await trx
        .insertInto('module_values')
        .values({ ...key, value, state, version: 1, updated_at: now })
        .onConflict((oc) => oc.columns(['application_id', 'module_id']).doNothing())
        .returning('version')
        .executeTakeFirst();
      if (!inserted) throw staleVersion(await currentVersion(trx, locked.id, module.id));
      version = inserted.version;
    } else {
      const updated = await trx
        .updateTable('module_values')
        .set((eb) => ({ value, state, version: eb('version', '+', 1), updated_at: now }))
        .where('application_id', '=', locked.id)
        .where('module_id', '=', module.id)
        .where('version', '=', request.version)
        .returning('version')
        .executeTakeFirst();
      if (!updated) throw staleVersion(await currentVersion(trx, locked.id, module.id));
      version = updated.version;
    }
    if (self) await syncRecommenders(trx, locked.id, module.id, stored, now, { confirmed: request.confirmEmailChange === true, refused: self.rows });
    return { state, version, errors };
  });
}

async function currentVersion(db: Db, applicationId: number, moduleId: number): Promise<number> {
  const row = await db
    .selectFrom('module_values')
    .select('version')
    .where('application_id', '=', applicationId)
    .where('module_id', '=', moduleId)
    .executeTakeFirst();
  return row?.version ?? 0;
}
