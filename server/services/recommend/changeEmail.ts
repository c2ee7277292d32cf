import type { Db } from '../../db/connect';
import { givenColumnNumber } from '../../../schema-adapters';
import { parseJson } from '../../db/json';
import { savedModule } from '../apply/modules';
import { normaliseEmail, refereeColumns } from './columns';
import { inTransaction, revokeAccess, UNSENT } from './reset';
import { syncRecommenders } from './sync';

/** Writes the new e-mail into the saved form row; answers the saved values (undefined when the row is not found). */
async function updateSavedRow(db: Db, applicationId: number, module: { id: number; fields: string }, rowNumber: number, email: string, now: number) {
  const columns = refereeColumns(module.fields);
  const saved = await savedModule(db, applicationId, module.id).select('value').executeTakeFirst();
  if (!columns || !saved) return undefined;
  const values = parseJson<Record<string, unknown>>(saved.value, {});
  let target: Record<string, unknown> | undefined = values;
  if (columns.groupKey !== null) {
    const list = Object.hasOwn(values, columns.groupKey) ? values[columns.groupKey] : undefined;
    const rows: unknown[] = Array.isArray(list) ? list : [];
    target = rows.find(
      (row, index): row is Record<string, unknown> =>
        typeof row === 'object' && row !== null && (givenColumnNumber(row) ?? index + 1) === rowNumber,
    );
  }
  if (!target) return undefined;
  target[columns.emailKey] = email;
  // The version stays: this is the applicant's own confirmed edit, and the form's next save must not be refused as stale.
  await db
    .updateTable('module_values')
    .set({ value: JSON.stringify(values), updated_at: now })
    .where('application_id', '=', applicationId)
    .where('module_id', '=', module.id)
    .execute();
  return values;
}

/**
 * The applicant confirmed a new e-mail for an invited recommender: the form row takes it and the recommendations
 * follow as after a confirmed module save (the row goes back to "not sent", its links and referee sessions stop
 * working, and the previous referee's draft is kept for when that address is invited again).
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
    const values = await updateSavedRow(trx, applicationId, module, rec.row_number, typedEmail.trim(), now);
    if (values) {
      await syncRecommenders(trx, applicationId, module.id, values, now, { confirmed: true });
      return;
    }
    await revokeAccess(trx, [rec.id]);
    await trx
      .updateTable('recommendations')
      .set((eb) => ({ email: normaliseEmail(typedEmail), ...UNSENT, version: eb('version', '+', 1) }))
      .where('id', '=', rec.id)
      .where('write_state', '=', 0)
      .where('value', '=', '{}')
      .execute();
  });
}
