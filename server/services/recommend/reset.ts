import type { Db } from '../../db/connect';

/** Columns that take a recommendation back to "not sent": the old invitation link stops working. */
export const UNSENT = {
  send_state: 0,
  letter_state: 0,
  token_hash: null,
  sent_at: null,
  reminded_at: null,
} as const;

/** Ends every referee session opened with these recommendations (their link was invalidated or the row removed). */
export async function endRefereeSessions(db: Db, recommendationIds: number[]): Promise<void> {
  if (recommendationIds.length === 0) return;
  await db.deleteFrom('sessions').where('recommendation_id', 'in', recommendationIds).execute();
}

/** Forgets the earlier invitation links of these recommendations (the newest one is their `token_hash`). */
export async function dropEarlierLinks(db: Db, recommendationIds: number[]): Promise<void> {
  if (recommendationIds.length === 0) return;
  await db.deleteFrom('referee_links').where('recommendation_id', 'in', recommendationIds).execute();
}

/** Every link and session of these recommendations stops working (address changed, row left the form). */
export async function revokeAccess(db: Db, recommendationIds: number[]): Promise<void> {
  await endRefereeSessions(db, recommendationIds);
  await dropEarlierLinks(db, recommendationIds);
}

/** Runs `work` in a transaction, or directly when `db` already is one (the module save may call us inside its own). */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx) => work(trx));
}
