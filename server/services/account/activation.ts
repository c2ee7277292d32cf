import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import { badRequest } from '../../http/errors';
import type { Locale } from '../../../schema-adapters';
import { hashToken, newToken } from '../tokens';
import { deliverActivation } from './delivery';
import { countSend } from './throttle';
import type { ProjectRow } from './projects';

export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Activation links live in `codes` under this purpose, the token hashed like a code. */
const PURPOSE = 'activate';

/**
 * Issues a new one-time activation link for an e-mail account (older links stop working) and e-mails it. `throttled`:
 * refused (429) when the address or the caller had a code or link too recently; the first link of an account just
 * created is not.
 */
export async function sendActivation(
  ctx: ServerContext,
  project: ProjectRow,
  user: { email: string; name: string },
  meta: { ip: string; locale: Locale },
  throttled: boolean,
): Promise<void> {
  const now = ctx.clock.now();
  const token = newToken();
  const row = { target: user.email, purpose: PURPOSE, project_id: project.id, code_hash: hashToken(token), expires_at: now + ACTIVATION_TTL_MS, used_at: null };
  const retireOlderLinks = (trx: Db) =>
    trx
      .updateTable('codes')
      .set({ used_at: now })
      .where('target', '=', user.email)
      .where('purpose', '=', PURPOSE)
      .where('project_id', '=', project.id)
      .where('used_at', 'is', null)
      .execute();
  await countSend(ctx.db, row, meta.ip, now, throttled ? ctx.config.codesPerIpHour : null, retireOlderLinks);
  await deliverActivation(ctx, project, user, token, meta.locale);
}

/** Uses an activation link once and activates its account; unknown, used or expired → 400 "the link has expired". */
export async function activate(db: Db, token: string, now: number): Promise<{ projectId: number; email: string }> {
  const expired = () => badRequest('server.account.linkExpired');
  const row = await db
    .selectFrom('codes')
    .select(['id', 'target', 'project_id'])
    .where('code_hash', '=', hashToken(token.trim()))
    .where('purpose', '=', PURPOSE)
    .executeTakeFirst();
  if (!row) throw expired();
  const claimed = await db
    .updateTable('codes')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw expired();
  const updated = await db
    .updateTable('users')
    .set({ activated: 1 })
    .where('project_id', '=', row.project_id)
    .where('email', '=', row.target)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw expired();
  return { projectId: row.project_id, email: row.target };
}
