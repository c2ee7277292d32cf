import type { DeregisterBody } from '../../../protocol/account';
import type { ServerContext } from '../../context';
import { badRequest, forbidden, loginRequired } from '../../http/errors';
import { endUserSessions } from '../sessions';
import { checkCode } from './codes';
import { lockKey, withAttempt } from './lockout';
import { verifyPassword } from './passwords';
import type { UserRow } from './users';

/** Where a deregistration code for the account goes: its phone (E.164) when it has one, else its e-mail. */
export const deregisterCodeTarget = (user: Pick<UserRow, 'mobile' | 'email'>): string | null => user.mobile ?? user.email;

/**
 * The holder of the account confirms: with its password, or with a fresh code (purpose deregister) sent to its phone
 * or e-mail, the way for accounts made by fast login, which have no password. Neither given: a 400 naming the field
 * the account needs. Password and code are one counted attempt on the account (lockout): a stolen session cannot
 * guess on.
 */
async function confirmHolder(ctx: ServerContext, user: UserRow, proof: Pick<DeregisterBody, 'password' | 'code'>): Promise<void> {
  const password = proof.password ?? '';
  const code = proof.code?.trim() ?? '';
  const target = deregisterCodeTarget(user);
  if (!password && !(code && target)) {
    throw badRequest('server.account.deregisterProof', {}, { field: user.password_hash ? 'password' : 'code' });
  }
  const now = ctx.clock.now();
  await withAttempt(ctx.db, lockKey(user.project_id, `deregister:${user.uid}`), now, async () => {
    if (password) {
      if (!(await verifyPassword(password, user.password_hash))) throw badRequest('server.account.oldPasswordWrong', {}, { field: 'password' });
      return;
    }
    await checkCode(ctx, { projectId: user.project_id, target: target ?? '', purpose: 'deregister' }, code, now, true);
  });
}

/**
 * Deregisters the signed-in account once its holder has confirmed (temporary users, who have neither password nor
 * address, cannot): the e-mail, phone and password are cleared, so both can register again, and every session ends.
 */
export async function deregister(ctx: ServerContext, userId: number, proof: Pick<DeregisterBody, 'password' | 'code'>): Promise<void> {
  const { db, clock } = ctx;
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!user) throw loginRequired();
  if (user.is_free === 1) throw forbidden('server.account.deregisterTempUser');
  await confirmHolder(ctx, user, proof);
  const cleared = await db
    .updateTable('users')
    .set({ deleted_at: clock.now(), email: null, mobile: null, phone_code: null, password_hash: null })
    .where('id', '=', user.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(cleared.numUpdatedRows) !== 1) throw loginRequired();
  await endUserSessions(db, user.id);
}
