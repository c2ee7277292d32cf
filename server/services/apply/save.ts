import type { SaveData } from '../../../protocol/apply';
import type { FormRuntime, Locale } from '../../../schema-adapters';
import { type Db, isPostgres } from '../../db/connect';
import type { Applicant } from '../../http/auth';
import { type ApiError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { ownFileValues } from '../files/fileValues';
import { forgetFiles } from '../files/rememberedFiles';
import { applicantContact, selfRecommenders } from '../recommend/selfCheck';
import { syncRecommenders } from '../recommend/sync';
import { findApplication, submittedError } from './application';
import { type KnownModule, knownModule, readModule } from './moduleCache';
import { LETTER, REFEREE_INFO, savedModule } from './modules';
import { writeInOneStatement, writeInTransaction } from './saveWrite';

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

/** A save tries again when the module changed under it (or the refusal vanished): this often at most. */
const MAX_ATTEMPTS = 3;

/**
 * Why nothing was written, read afresh: the module changed since its kept copy (try again with the new one), the
 * application may not change (the refusal), or the stored version is not the client's (409 with the stored one).
 */
async function notWritten(db: Db, applicant: Applicant, module: KnownModule, version: number): Promise<ApiError | 'again'> {
  const stored = await db.selectFrom('modules').select('revision').where('id', '=', module.row.id).where('project_id', '=', applicant.projectId).executeTakeFirst();
  if (!stored) return notFound('server.apply.moduleNotFound');
  if (stored.revision !== module.row.revision) return 'again';
  const application = await findApplication(db, applicant);
  if (application?.status === 'submitted') return submittedError();
  if (!application || application.batch_id === null) return badRequest('server.apply.chooseBatchFirst');
  const current = await currentVersion(db, application.id, module.row.id);
  return current === version ? 'again' : staleVersion(current);
}

/**
 * Saves one module (apply/basic): unknown keys dropped, hidden values pruned, file values checked against the
 * applicant's own uploads and rewritten from the store (400 naming the field otherwise), validated with the form
 * runtime. Always stored (state 2 without errors, else 1). The version must be the stored one (409 otherwise). The
 * application row is locked first where the values are written, so a concurrent submit and save serialise; the
 * module's definitions come from memory and are written against only while the stored module is unchanged.
 */
export async function saveModule(db: Db, forms: FormRuntime, applicant: Applicant, request: SaveRequest): Promise<SaveData> {
  let module = await knownModule(db, applicant.projectId, request.moduleId);
  for (let attempt = 1; ; attempt += 1) {
    const saved = await saveWith(db, forms, applicant, request, module);
    if (saved) return saved;
    const reason = await notWritten(db, applicant, module, request.version);
    if (reason !== 'again') throw reason;
    if (attempt === MAX_ATTEMPTS) throw staleVersion(await currentVersionOf(db, applicant, module.row.id));
    module = await readModule(db, applicant.projectId, request.moduleId);
  }
}

/** One attempt with the given definitions: the answer, or undefined when nothing was written. */
async function saveWith(db: Db, forms: FormRuntime, applicant: Applicant, request: SaveRequest, module: KnownModule): Promise<SaveData | undefined> {
  const { row, fields } = module;
  if (row.referee === LETTER) throw forbidden('server.apply.letterByReferee');
  const options = { locale: request.locale, referee: row.referee };
  const owner = { kind: 'applicant', userId: applicant.id, projectId: applicant.projectId } as const;
  // Uploads read before come from memory where the write checks that they still exist: one query less per save.
  const oneStatement = isPostgres(db) && row.referee !== REFEREE_INFO;
  const remembered = oneStatement ? new Set<string>() : undefined;
  const stored = await ownFileValues(db, forms, owner, { moduleId: row.id, fields, values: forms.toStored(fields, request.values, options) }, request.locale, remembered);
  const self = row.referee === REFEREE_INFO ? selfRecommenders(fields, stored, await applicantContact(db, applicant.id), request.locale) : null;
  const errors = [...forms.validateStored(fields, stored, options), ...(self?.errors ?? [])];
  const state = errors.length === 0 ? 2 : 1;
  const write = { userId: applicant.id, projectId: applicant.projectId, moduleId: row.id, revision: row.revision, value: JSON.stringify(stored), state, version: request.version, now: request.now };
  const version = self
    ? await writeInTransaction(db, write, (trx, applicationId) =>
        syncRecommenders(trx, applicationId, row.id, stored, request.now, { confirmed: request.confirmEmailChange === true, refused: self.rows }),
      )
    : oneStatement
      ? await writeInOneStatement(db, { ...write, rememberedFiles: [...(remembered ?? [])] })
      : await writeInTransaction(db, write);
  if (version !== undefined) return { state, version, errors };
  // One of them may be gone: the next attempt reads them from the database.
  if (remembered) forgetFiles(db, remembered);
  return undefined;
}

async function currentVersionOf(db: Db, applicant: Applicant, moduleId: number): Promise<number> {
  const application = await findApplication(db, applicant);
  return application ? currentVersion(db, application.id, moduleId) : 0;
}

async function currentVersion(db: Db, applicationId: number, moduleId: number): Promise<number> {
  const row = await savedModule(db, applicationId, moduleId).select('version').executeTakeFirst();
  return row?.version ?? 0;
}
