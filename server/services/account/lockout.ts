import type { Db } from '../../db/connect';
import { ApiError } from '../../http/errors';

export const MAX_LOGIN_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;

/** The key failures are counted under: project and normalised account, whether the account exists or not. */
export const lockKey = (projectId: number, account: string) => `${projectId}:${account.trim().toLowerCase()}`;

/** 429 with Retry-After while the account is locked. */
export async function assertNotLocked(db: Db, key: string, now: number): Promise<void> {
  const row = await db.selectFrom('login_failures').select('locked_until').where('account_key', '=', key).executeTakeFirst();
  if (!row || row.locked_until <= now) return;
  const seconds = Math.max(1, Math.ceil((row.locked_until - now) / 1000));
  throw new ApiError(429, 'server.account.loginLocked', { minutes: Math.ceil(seconds / 60) }, { retry_after: seconds }, { 'retry-after': String(seconds) });
}

/** Counts a failure; the fifth within 15 minutes locks the account for 15 minutes. */
export async function recordFailure(db: Db, key: string, now: number): Promise<void> {
  const row = await db.selectFrom('login_failures').selectAll().where('account_key', '=', key).executeTakeFirst();
  const inWindow = !!row && now - row.window_start < LOCK_WINDOW_MS && row.locked_until <= now;
  const failures = inWindow ? row.failures + 1 : 1;
  const windowStart = inWindow ? row.window_start : now;
  const locked = failures >= MAX_LOGIN_FAILURES;
  const values = {
    failures: locked ? 0 : failures,
    window_start: windowStart,
    locked_until: locked ? now + LOCK_WINDOW_MS : 0,
  };
  await db
    .insertInto('login_failures')
    .values({ account_key: key, ...values })
    .onConflict((conflict) => conflict.column('account_key').doUpdateSet(values))
    .execute();
}

/** A successful login forgets earlier failures. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account_key', '=', key).execute();
}
