import type { Db } from '../../db/connect';
import { parseJson } from '../../db/json';
import { recommenderRows, refereeColumns } from './columns';
import { endRefereeSessions, inTransaction, UNSENT } from './reset';
import { planSync, type SyncPlan } from './syncPlan';

async function applyPlan(db: Db, applicationId: number, moduleId: number, plan: SyncPlan, now: number): Promise<void> {
  const touched = [...plan.deletes, ...plan.updates.filter((update) => update.reset).map((update) => update.id)];
  await endRefereeSessions(db, touched);
  if (plan.deletes.length > 0) await db.deleteFrom('recommendations').where('id', 'in', plan.deletes).execute();
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
        ...(update.emailChanged ? { value: '{}', version: eb('version', '+', 1) } : {}),
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
 * Creates or updates one recommendation row per recommender row of the saved values; a changed e-mail
 * resets the row's send status. Owned by the recommendation area.
 */
export async function syncRecommenders(
  db: Db,
  applicationId: number,
  moduleId: number,
  values: Record<string, unknown>,
  now: number,
): Promise<void> {
  const module = await db.selectFrom('modules').select(['fields']).where('id', '=', moduleId).executeTakeFirst();
  const columns = module ? refereeColumns(parseJson<unknown>(module.fields, [])) : null;
  if (!columns) return;
  const rows = recommenderRows(columns, values);
  await inTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom('recommendations')
      .select(['id', 'module_id', 'row_number', 'name', 'email', 'write_state', 'send_state'])
      .where('application_id', '=', applicationId)
      .orderBy('id')
      .execute();
    const own = existing.filter((rec) => rec.module_id === moduleId);
    const elsewhere = existing.filter((rec) => rec.module_id !== moduleId).map((rec) => rec.email);
    await applyPlan(trx, applicationId, moduleId, planSync(own, rows, elsewhere), now);
  });
}
