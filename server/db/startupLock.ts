import { sql } from 'kysely';
import type { Db } from './connect';

/** The PostgreSQL advisory lock key of server start-up (any constant no other code of this database uses). */
const STARTUP_LOCK = 0x706f7274616c;

/**
 * Runs start-up work (migrate, load the secret, seed) in one instance at a time: on PostgreSQL under a session-level
 * advisory lock held by one dedicated connection, so instances started together wait for each other, and each one
 * after the first finds the work done. The work itself runs on the pool. SQLite runs it as it is.
 */
export async function whileStartingAlone<T>(db: Db, kind: 'sqlite' | 'postgres', work: () => Promise<T>): Promise<T> {
  if (kind !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
