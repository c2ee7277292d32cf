import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { ApiError } from '../../http/errors';

export const MAX_LOGIN_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;

/** The key attempts are counted under: project and normalised account, whether the account exists or not. */
export const lockKey = (projectId: number, account: string) => `${projectId}:${account.trim().toLowerCase()}`;

function locked(lockedUntil: number, now: number): ApiError {
  const seconds = Math.max(1, Math.ceil((lockedUntil - now) / 1000));
  return new ApiError(429, 'server.account.loginLocked', { minutes: Math.ceil(seconds / 60) }, { retry_after: seconds }, { 'retry-after': String(seconds) });
}

/**
 * Takes one of the account's attempts in one atomic statement, before any password is hashed, so that parallel
 * requests (on any number of server processes sharing the database) cannot all pass an "is it locked?" check first.
 * A lapsed window or lock starts a new count. Refused with 429 while locked or once the attempts are used up.
 */
async function reserveAttempt(db: Db, key: string, now: number): Promise<void> {
  const stale = sql<boolean>`(login_failures.locked_until > 0 and login_failures.locked_until <= ${now}) or login_failures.window_start <= ${now - LOCK_WINDOW_MS}`;
  const row = await db
    .insertInto('login_failures')
    .values({ account_key: key, failures: 1, window_start: now, locked_until: 0 })
    .onConflict((conflict) =>
      conflict.column('account_key').doUpdateSet({
        failures: sql`case when ${stale} then 1 when login_failures.locked_until > ${now} then login_failures.failures else login_failures.failures + 1 end`,
        window_start: sql`case when ${stale} then ${now} else login_failures.window_start end`,
        locked_until: sql`case when ${stale} then 0 else login_failures.locked_until end`,
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow();
  const lockedUntil = Number(row.locked_until);
  if (lockedUntil > now) throw locked(lockedUntil, now);
  if (Number(row.failures) > MAX_LOGIN_FAILURES) throw locked(now + LOCK_WINDOW_MS, now);
}

/** A failed attempt keeps its reservation; the attempt that uses up the allowance locks the account for 15 minutes. */
async function recordFailure(db: Db, key: string, now: number): Promise<void> {
  await db
    .updateTable('login_failures')
    .set({ locked_until: sql`case when failures >= ${MAX_LOGIN_FAILURES} then ${now + LOCK_WINDOW_MS} else locked_until end` })
    .where('account_key', '=', key)
    .execute();
}

/** An attempt that was neither right nor wrong (a server error) gives its reservation back. */
async function refundAttempt(db: Db, key: string): Promise<void> {
  await db
    .updateTable('login_failures')
    .set({ failures: sql`case when failures > 0 then failures - 1 else 0 end` })
    .where('account_key', '=', key)
    .execute();
}

/** A successful attempt forgets earlier failures. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account_key', '=', key).execute();
}

/**
 * Runs a secret check (a password, a code) as one counted attempt: refused while locked; a 400 from the check is a
 * failure, success clears the count, anything else gives the attempt back.
 */
export async function withAttempt<T>(db: Db, key: string, now: number, check: () => Promise<T>): Promise<T> {
  await reserveAttempt(db, key, now);
  let result: T;
  try {
    result = await check();
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) await recordFailure(db, key, now);
    else await refundAttempt(db, key);
    throw error;
  }
  await clearFailures(db, key);
  return result;
}
