import type { Db } from '../../db/connect';
import { ApiError } from '../../http/errors';
import { parseJson } from '../../db/json';
import { recommenderRows, refereeColumns } from './columns';
import { inTransaction, revokeAccess, UNSENT } from './reset';
import { PARKED_ROW, planSync, type GuardedChange, type SyncPlan } from './syncPlan';

/** HTTP status of a module save that would change an invited recommender without the applicant's confirmation. */
export const CONFIRM_STATUS = 428;

/** The 428 refusal's data: the recommenders the save would change or remove. */
export interface ConfirmEmailChangeData {
  recommenders: GuardedChange[];
}

export interface SyncOptions {
  /** The applicant confirmed changing or removing invited recommenders. */
  confirmed?: boolean;
  /** Row numbers naming the applicant themself: they get no recommendation. */
  refused?: ReadonlySet<number>;
}

const hasDraft = (value: string) => value.trim() !== '' && value.trim() !== '{}';

async function applyPlan(db: Db, applicationId: number, moduleId: number, plan: SyncPlan, now: number): Promise<void> {
  const reset = [...plan.deletes, ...plan.parks, ...plan.updates.filter((update) => update.reset).map((update) => update.id)];
  await revokeAccess(db, reset);
  if (plan.deletes.length > 0) await db.deleteFrom('recommendations').where('id', 'in', plan.deletes).execute();
  if (plan.parks.length > 0) {
    await db.updateTable('recommendations').set({ row_number: PARKED_ROW, ...UNSENT }).where('id', 'in', plan.parks).execute();
  }
  const moving = plan.updates.filter((update) => update.emailChanged);
  // Two rows may swap e-mails: park the changing ones on a placeholder (never a valid e-mail) so the unique
  // (application_id, email) constraint holds after every statement.
  for (const update of moving) {
    await db.updateTable('recommendations').set({ email: `#${update.id}` }).where('id', '=', update.id).execute();
  }
  for (const update of plan.updates) {
    await db
      .updateTable('recommendations')
      .set((eb) => ({
        row_number: update.rowNumber,
        name: update.name,
        email: update.email,
        ...(update.reset ? UNSENT : {}),
        ...(update.emailChanged ? { version: eb('version', '+', 1) } : {}),
      }))
      .where('id', '=', update.id)
      .execute();
  }
  for (const row of plan.inserts) {
    await db
      .insertInto('recommendations')
      .values({
        application_id: applicationId,
        module_id: moduleId,
        row_number: row.rowNumber,
        name: row.name,
        email: row.email,
        token_hash: null,
        send_state: 0,
        write_state: 0,
        letter_state: 0,
        value: '{}',
        version: 0,
        sent_at: null,
        reminded_at: null,
        submitted_at: null,
        created_at: now,
      })
      .execute();
  }
}

/**
 * Called by the module save (apply/basic) after a referee-information module (referee 1) is stored.
 * Creates or updates one recommendation row per recommender row of the saved values. Replacing or removing an
 * invited (or written) recommender needs `confirmed` (428 otherwise, nothing changed); it resets the row's send status
 * and kills its links, and a referee's draft is kept (parked) for when the same address comes back. Owned by the
 * recommendation area.
 */
export async function syncRecommenders(
  db: Db,
  applicationId: number,
  moduleId: number,
  values: Record<string, unknown>,
  now: number,
  options: SyncOptions = {},
): Promise<void> {
  const module = await db.selectFrom('modules').select(['fields']).where('id', '=', moduleId).executeTakeFirst();
  const columns = module ? refereeColumns(parseJson<unknown>(module.fields, [])) : null;
  if (!columns) return;
  const rows = recommenderRows(columns, values);
  await inTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom('recommendations')
      .select(['id', 'module_id', 'row_number', 'name', 'email', 'write_state', 'send_state', 'value'])
      .where('application_id', '=', applicationId)
      .orderBy('id')
      .execute();
    const own = existing.filter((rec) => rec.module_id === moduleId).map((rec) => ({ ...rec, has_draft: hasDraft(rec.value) }));
    const elsewhere = existing.filter((rec) => rec.module_id !== moduleId).map((rec) => rec.email);
    const plan = planSync(own, rows, elsewhere, options.refused);
    if (plan.guarded.length > 0 && !options.confirmed) {
      const data: ConfirmEmailChangeData = { recommenders: plan.guarded };
      throw new ApiError(CONFIRM_STATUS, 'server.recommend.confirmEmailChange', {}, data);
    }
    await applyPlan(trx, applicationId, moduleId, plan, now);
  });
}
