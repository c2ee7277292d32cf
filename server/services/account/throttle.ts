import type { Db } from '../../db/connect';
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

/**
 * Refuses (429 with Retry-After) a new code or link for a target that got one less than 60 s ago, that had 10 in
 * the last hour, or from an address that asked for `perIpPerHour` (default 30) in the last hour. Counted from the
 * `codes` table.
 */
export async function checkSendThrottle(db: Db, target: string, ip: string, now: number, perIpPerHour = PER_IP_PER_HOUR): Promise<void> {
  const since = now - HOUR_MS;
  const recent = await db
    .selectFrom('codes')
    .select('created_at')
    .where('target', '=', target)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(PER_TARGET_PER_HOUR)
    .execute();
  const last = recent[0];
  if (last && now - last.created_at < RESEND_INTERVAL_MS) throw refuse('server.account.codeWait', last.created_at + RESEND_INTERVAL_MS - now);
  const oldest = recent[PER_TARGET_PER_HOUR - 1];
  if (oldest) throw refuse('server.account.codeLimit', oldest.created_at + HOUR_MS - now);
  const fromIp = await db
    .selectFrom('codes')
    .select('created_at')
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(perIpPerHour)
    .execute();
  const oldestFromIp = fromIp[perIpPerHour - 1];
  if (oldestFromIp) throw refuse('server.account.codeLimit', oldestFromIp.created_at + HOUR_MS - now);
}

/** The same checks as {@link checkSendThrottle} as a yes or no, for sends whose refusal must not show in the answer. */
export async function canSend(db: Db, target: string, ip: string, now: number, perIpPerHour = PER_IP_PER_HOUR): Promise<boolean> {
  try {
    await checkSendThrottle(db, target, ip, now, perIpPerHour);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return false;
    throw error;
  }
}

/**
 * Counts a send that carried no code (a notice, or a request that sent nothing) exactly like a code: a spent row in
 * `codes` that no code can ever match. Used where the throttle must answer the same whether a message went out or not.
 */
export async function recordSend(db: Db, scope: { projectId: number; target: string }, ip: string, now: number): Promise<void> {
  await db
    .insertInto('codes')
    .values({
      target: scope.target,
      purpose: 'notice',
      project_id: scope.projectId,
      code_hash: hashToken(newToken()),
      expires_at: now,
      used_at: now,
      attempts: 0,
      ip,
      created_at: now,
    })
    .execute();
}
