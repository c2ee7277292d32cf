import type { Db } from '../../db/connect';
import { givenColumnNumber } from '../../../schema-adapters';
import { parseJson } from '../../db/json';
import { normaliseEmail, refereeColumns } from './columns';
import { endRefereeSessions, inTransaction, UNSENT } from './reset';

/** Writes the new e-mail into the saved form row too, so the next sync of the module does not bring the old one back. */
async function updateSavedRow(db: Db, applicationId: number, module: { id: number; fields: string }, rowNumber: number, email: string, now: number) {
  const columns = refereeColumns(module.fields);
  const saved = await db
    .selectFrom('module_values')
    .select('value')
    .where('application_id', '=', applicationId)
    .where('module_id', '=', module.id)
    .executeTakeFirst();
  if (!columns || !saved) return;
  const values = parseJson<Record<string, unknown>>(saved.value, {});
  let target: Record<string, unknown> | undefined = values;
  if (columns.groupKey !== null) {
    const list = Object.hasOwn(values, columns.groupKey) ? values[columns.groupKey] : undefined;
    const rows = Array.isArray(list) ? (list as unknown[]) : [];
    target = rows.find(
      (row, index): row is Record<string, unknown> =>
        typeof row === 'object' && row !== null && (givenColumnNumber(row) ?? index + 1) === rowNumber,
    );
  }
  if (!target) return;
  target[columns.emailKey] = email;
  // The version stays: this is the applicant's own confirmed edit, and the form's next save must not be refused as stale.
  await db
    .updateTable('module_values')
    .set({ value: JSON.stringify(values), updated_at: now })
    .where('application_id', '=', applicationId)
    .where('module_id', '=', module.id)
    .execute();
}

/**
 * The applicant confirmed a new e-mail for an invited recommender: the row takes it, goes back to "not sent", its
 * link and referee sessions stop working and the previous referee's draft is dropped.
 */
export async function changeRecommenderEmail(
  db: Db,
  rec: { id: number; row_number: number },
  applicationId: number,
  module: { id: number; fields: string },
  typedEmail: string,
  now: number,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await endRefereeSessions(trx, [rec.id]);
    await trx
      .updateTable('recommendations')
      .set((eb) => ({ email: normaliseEmail(typedEmail), ...UNSENT, value: '{}', version: eb('version', '+', 1) }))
      .where('id', '=', rec.id)
      .where('write_state', '=', 0)
      .execute();
    await updateSavedRow(trx, applicationId, module, rec.row_number, typedEmail.trim(), now);
  });
}
