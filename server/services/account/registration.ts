import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import { deliverAccountExists } from './delivery';
import type { ProjectRow } from './projects';
import type { RequestMeta } from './sendCode';
import type { Contact } from './targets';
import { countSend, isThrottled, noticeRow } from './throttle';
import { createUser, findUser, type UserRow } from './users';

/** The account of a registration's address, and whether this registration made it. */
export interface Registration {
  user: UserRow;
  created: boolean;
}

/**
 * Creates the account of a registration (a phone account is active at once, an e-mail account waits for its link)
 * unless the address already has one, also when a parallel registration wins the race: then that account, unchanged.
 * Other failures reject.
 */
export async function createAccount(db: Db, projectId: number, contact: Contact, fields: { name: string; passwordHash: string; language?: string }, now: number): Promise<Registration> {
  const existing = await findUser(db, projectId, contact);
  if (existing) return { user: existing, created: false };
  const values = contact.kind === 'phone' ? { phone: contact.phone, activated: true } : { email: contact.email, activated: false };
  try {
    return { user: await createUser(db, projectId, { ...values, ...fields }, now), created: true };
  } catch (error) {
    const raced = await findUser(db, projectId, contact);
    if (raced) return { user: raced, created: false };
    throw error;
  }
}

/**
 * Tells the owner of an e-mail account that someone asked to register or activate it again, counted like a code.
 * When the address or the caller had one too recently, `throttle: 'silent'` skips the e-mail (registration answers the
 * same either way) and `'refuse'` refuses with the throttle's 429, as for every other address.
 */
export async function noticeAccountExists(ctx: ServerContext, project: ProjectRow, user: { email: string; name: string }, meta: RequestMeta, throttle: 'silent' | 'refuse'): Promise<void> {
  const now = ctx.clock.now();
  try {
    await countSend(ctx.db, noticeRow(project.id, user.email, now), meta.ip, now, ctx.config.codesPerIpHour);
  } catch (error) {
    if (throttle === 'silent' && isThrottled(error)) return;
    throw error;
  }
  await deliverAccountExists(ctx, project, user, meta.locale);
}
