import type { LoginBody } from '../../../protocol/account';
import type { ServerContext } from '../../context';
import { ApiError, badRequest, forbidden, missingField } from '../../http/errors';
import { checkCode } from './codes';
import { lockKey, withAttempt } from './lockout';
import { verifyPassword } from './passwords';
import type { ProjectRow } from './projects';
import { emailContact, phoneContact, typedPhoneContact, type Contact } from './targets';
import { createUser, findUser, type UserRow } from './users';

const loginFailed = () => badRequest('server.account.loginFailed');
const notActivated = () => new ApiError(403, 'server.account.notActivated');

function required(value: string | undefined, field: string): string {
  if (!value?.trim()) throw missingField(field);
  return value;
}

/**
 * The account named in a password login: e-mail if it has an @, an international number if it starts with +, else a
 * phone number (+86 unless phone_code). Text that is no number names no account: the same refusal as a wrong password.
 */
function accountContact(account: string, phoneCode: string | undefined): Contact {
  const trimmed = account.trim().toLowerCase();
  if (trimmed.includes('@')) return { kind: 'email', email: trimmed, target: trimmed };
  try {
    return typedPhoneContact(trimmed, phoneCode);
  } catch {
    throw loginFailed();
  }
}

/** Failures are counted per account: the e-mail, or the whole international number. */
export const accountKey = (project: ProjectRow, contact: Contact) => lockKey(project.id, contact.target);

/** Runs a check as one counted attempt on the account (see `withAttempt`). */
function guarded<T>(ctx: ServerContext, key: string, check: () => Promise<T>): Promise<T> {
  return withAttempt(ctx.db, key, ctx.clock.now(), check);
}

async function byPassword(ctx: ServerContext, project: ProjectRow, body: LoginBody): Promise<UserRow> {
  const contact = accountContact(required(body.account, 'account'), body.phone_code);
  const password = required(body.password, 'password');
  const user = await guarded(ctx, accountKey(project, contact), async () => {
    const found = await findUser(ctx.db, project.id, contact);
    // Always run scrypt so that unknown accounts answer as slowly as wrong passwords.
    const matches = await verifyPassword(password, found?.password_hash ?? null);
    if (!found || !matches) throw loginFailed();
    return found;
  });
  if (user.activated !== 1) throw notActivated();
  return user;
}

function codeContact(body: LoginBody): Contact {
  if (body.type === 'email_code') return emailContact(required(body.email, 'email'));
  return phoneContact(required(body.mobile, 'mobile'), body.phone_code);
}

async function byCode(ctx: ServerContext, project: ProjectRow, body: LoginBody): Promise<UserRow> {
  const code = required(body.code, 'code');
  const contact = codeContact(body);
  const { db, clock } = ctx;
  return guarded(ctx, accountKey(project, contact), async () => {
    await checkCode(ctx, { projectId: project.id, target: contact.target, purpose: 'login' }, code, clock.now(), true);
    const found = await findUser(db, project.id, contact);
    if (found) {
      // A code that reached the inbox proves the address: it activates a pending e-mail account.
      if (found.activated !== 1) await db.updateTable('users').set({ activated: 1 }).where('id', '=', found.id).execute();
      return { ...found, activated: 1 };
    }
    if (body.type !== 'fast' || contact.kind !== 'phone') throw loginFailed();
    return fastAccount(ctx, project, contact);
  });
}

/** Fast login creates the phone account on first use; a parallel creation is picked up instead of failing. */
async function fastAccount(ctx: ServerContext, project: ProjectRow, contact: Extract<Contact, { kind: 'phone' }>): Promise<UserRow> {
  try {
    return await createUser(ctx.db, project.id, { phone: contact.phone, activated: true }, ctx.clock.now());
  } catch (error) {
    const existing = await findUser(ctx.db, project.id, contact);
    if (existing) return existing;
    throw error;
  }
}

/** Password-free login: a new temporary user, only on a project whose `free` is 1. */
async function freeUser(ctx: ServerContext, project: ProjectRow): Promise<UserRow> {
  if (project.free !== 1) throw forbidden('server.account.freeNotAllowed');
  return createUser(ctx.db, project.id, { activated: true, isFree: true }, ctx.clock.now());
}

/** The account a login body proves, or a refusal (identical for unknown accounts and wrong passwords). */
export async function authenticate(ctx: ServerContext, project: ProjectRow, body: LoginBody): Promise<UserRow> {
  switch (body.type) {
    case 'password':
      return byPassword(ctx, project, body);
    case 'email_code':
    case 'sms_code':
    case 'fast':
      return byCode(ctx, project, body);
    case 'free':
      return freeUser(ctx, project);
  }
}
