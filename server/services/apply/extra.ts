import type { ApplicationExtra } from '../../../protocol/apply';
import type { Db } from '../../db/connect';
import type { Applicant } from '../../http/auth';
import { type ApplicationRow, extraOf, findApplication, requireApplication } from './application';

/**
 * Changes the application's `extra` JSON in one transaction that first touches the row (so two writes of the same
 * user serialise on PostgreSQL as on SQLite). `change` may throw a refusal; it returns the value to answer.
 */
export async function updateExtra<T>(
  db: Db,
  applicant: Applicant,
  now: number,
  change: (extra: ApplicationExtra, application: ApplicationRow) => T,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('applications')
      .set({ updated_at: now })
      .where('user_id', '=', applicant.id)
      .where('project_id', '=', applicant.projectId)
      .execute();
    const application = requireApplication(await findApplication(trx, applicant));
    const extra = extraOf(application);
    const result = change(extra, application);
    await trx.updateTable('applications').set({ extra: JSON.stringify(extra) }).where('id', '=', application.id).execute();
    return result;
  });
}
