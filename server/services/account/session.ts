import type { LoginData } from '../../../protocol/account';
import type { ServerContext } from '../../context';
import { createSession } from '../sessions';
import type { ProjectRow } from './projects';
import { userInfo, type UserRow } from './users';

/** Opens a session for the user and answers what a login answers: the user info and the token. */
export async function openSession(ctx: ServerContext, user: UserRow, project: ProjectRow): Promise<LoginData> {
  const token = await createSession(ctx.db, { userId: user.id }, ctx.clock.now(), ctx.config.sessionTtlMs);
  return { ...(await userInfo(ctx.db, user, project)), token };
}
