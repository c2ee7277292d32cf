import { randomInt } from 'node:crypto';
import type { CodePurpose } from '../../../protocol/account';
import { badRequest } from '../../http/errors';
import type { ServerContext } from '../../context';
import { keyedHash } from '../secret';
import { PER_IP_PER_HOUR, countSend } from './throttle';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

/** What a code is bound to. */
export interface CodeScope {
  projectId: number;
  target: string;
  purpose: CodePurpose;
}

/** What the codes table keeps: an HMAC under the server secret, bound to project, purpose and target. */
const codeHash = (secret: string, scope: CodeScope, code: string) => keyedHash(secret, `${scope.projectId}:${scope.purpose}:${scope.target}:${code.trim()}`);

type CodeContext = Pick<ServerContext, 'db' | 'secret'>;

/** A fresh 6-digit code (crypto random), stored hashed for 10 minutes once the throttle lets it. Returns the code. */
export async function issueCode({ db, secret }: CodeContext, scope: CodeScope, ip: string, now: number, perIpPerHour = PER_IP_PER_HOUR): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = { target: scope.target, purpose: scope.purpose, project_id: scope.projectId, code_hash: codeHash(secret, scope, code), expires_at: now + CODE_TTL_MS, used_at: null };
  await countSend(db, row, ip, now, perIpPerHour);
  return code;
}

/**
 * Checks a code against the newest live code of its scope. A wrong code counts an attempt (the fifth burns it).
 * With `consume` the code is used up; otherwise it stays valid (multi-step forms). Refusal: 400 "code is wrong or expired".
 */
export async function checkCode({ db, secret }: CodeContext, scope: CodeScope, code: string, now: number, consume: boolean): Promise<void> {
  const refuse = () => badRequest('server.account.codeInvalid', {}, { field: 'code' });
  const live = await db
    .selectFrom('codes')
    .select(['id', 'code_hash'])
    .where('target', '=', scope.target)
    .where('purpose', '=', scope.purpose)
    .where('project_id', '=', scope.projectId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!live) throw refuse();
  // Take an attempt before comparing, in one statement, so that however many guesses arrive at once no more than
  // MAX_CODE_ATTEMPTS are compared; a right code gives its attempt back.
  const taken = await db
    .updateTable('codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw refuse();
  if (live.code_hash !== codeHash(secret, scope, code)) {
    await db
      .updateTable('codes')
      .set({ used_at: now })
      .where('id', '=', live.id)
      .where('attempts', '>=', MAX_CODE_ATTEMPTS)
      .where('used_at', 'is', null)
      .execute();
    throw refuse();
  }
  await db.updateTable('codes').set((eb) => ({ attempts: eb('attempts', '-', 1) })).where('id', '=', live.id).execute();
  if (!consume) return;
  const used = await db.updateTable('codes').set({ used_at: now }).where('id', '=', live.id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw refuse();
}
