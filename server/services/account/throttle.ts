import { type Insertable, PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { CodeTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { hashToken, newToken } from '../tokens';

export const RESEND_INTERVAL_MS = 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
export const PER_TARGET_PER_HOUR = 10;
export const PER_IP_PER_HOUR = 30;

function refuse(key: 'server.account.codeWait' | 'server.account.codeLimit', waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiError(429, key, { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) }, { retry_after: seconds }, {
    'retry-after': String(seconds),
  });
}

/** True for the throttle's refusal (a 429). */
export const isThrottled = (error: unknown): boolean => error instanceof ApiError && error.status === 429;

/** The times of the latest `limit` sends to a target or from an address since `since`, newest first. */
function recentSendTimes(db: Db, by: 'target' | 'ip', value: string, since: number, limit: number) {
  return db.selectFrom('codes').select('created_at').where(by, '=', value).where('created_at', '>', since).orderBy('created_at', 'desc').limit(limit).execute();
}

/**
 * Refuses (429 with Retry-After) a new code or link for a target that got one less than 60 s ago, that had 10 in
 * the last hour, or from an address that asked for `perIpPerHour` (default 30) in the last hour. Counted from the
 * `codes` table.
 */
async function checkSendThrottle(db: Db, target: string, ip: string, now: number, perIpPerHour = PER_IP_PER_HOUR): Promise<void> {
  const since = now - HOUR_MS;
  const recent = await recentSendTimes(db, 'target', target, since, PER_TARGET_PER_HOUR);
  const last = recent[0];
  if (last && now - last.created_at < RESEND_INTERVAL_MS) throw refuse('server.account.codeWait', last.created_at + RESEND_INTERVAL_MS - now);
  const oldest = recent[PER_TARGET_PER_HOUR - 1];
  if (oldest) throw refuse('server.account.codeLimit', oldest.created_at + HOUR_MS - now);
  const fromIp = await recentSendTimes(db, 'ip', ip, since, perIpPerHour);
  const oldestFromIp = fromIp[perIpPerHour - 1];
  if (oldestFromIp) throw refuse('server.account.codeLimit', oldestFromIp.created_at + HOUR_MS - now);
}

/** The row in `codes` that counts one send: a code, a link, or a notice that carries none. */
export type SendRow = Omit<Insertable<CodeTable>, 'id' | 'attempts' | 'ip' | 'created_at'>;

/** A send that carried no code (a notice, or a request that sent nothing): a spent row no code can ever match. */
export const noticeRow = (projectId: number, target: string, now: number): SendRow => ({
  target,
  purpose: 'notice',
  project_id: projectId,
  code_hash: hashToken(newToken()),
  expires_at: now,
  used_at: now,
});

/**
 * Counts a send: `before` (e.g. retiring older links) and the insert of `row`, in one transaction. With a per-address
 * limit the throttle is checked first inside it, under a lock on the target and on the address (PostgreSQL advisory
 * locks, released at commit; SQLite runs one transaction at a time), so that parallel requests, on any number of
 * server processes, cannot all pass the check before any of them is counted. `perIpPerHour: null` counts without
 * checking (the first link of an account just created).
 */
export async function countSend(
  db: Db,
  row: SendRow,
  ip: string,
  now: number,
  perIpPerHour: number | null,
  before?: (trx: Db) => Promise<unknown>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (perIpPerHour !== null) {
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        // Always in this order (target, then address), so two sends never wait on each other's second lock.
        for (const key of [`send-target:${row.target}`, `send-ip:${ip}`]) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
      }
      await checkSendThrottle(trx, row.target, ip, now, perIpPerHour);
    }
    await before?.(trx);
    await trx.insertInto('codes').values({ ...row, attempts: 0, ip, created_at: now }).execute();
  });
}
