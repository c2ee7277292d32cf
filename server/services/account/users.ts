import type { Selectable } from 'kysely';
import type { UserInfo } from '../../../protocol/account';
import type { Db } from '../../db/connect';
import type { UserTable } from '../../db/schema';
import { userApplication } from '../apply/application';
import { newPublicId } from '../tokens';
import type { ProjectRow } from './projects';
import { type Contact, type Phone, nationalNumber } from './targets';

export type UserRow = Selectable<UserTable>;

/** The live (not deregistered) account of a project with this e-mail or phone number (E.164: country code included). */
export async function findUser(db: Db, projectId: number, contact: Contact): Promise<UserRow | undefined> {
  let query = db.selectFrom('users').selectAll().where('project_id', '=', projectId).where('deleted_at', 'is', null);
  query = contact.kind === 'email' ? query.where('email', '=', contact.email) : query.where('mobile', '=', contact.phone.e164);
  return query.executeTakeFirst();
}

export interface NewUser {
  email?: string | null;
  phone?: Phone | null;
  name?: string;
  passwordHash?: string | null;
  activated: boolean;
  isFree?: boolean;
  /** The language of the registration (sc, tc, en). */
  language?: string | null;
}

/** Inserts an account; a unique-constraint clash (same e-mail or phone in the project) rejects. */
export async function createUser(db: Db, projectId: number, user: NewUser, now: number): Promise<UserRow> {
  const values = {
    project_id: projectId,
    uid: newPublicId(),
    email: user.email ?? null,
    mobile: user.phone?.e164 ?? null,
    phone_code: user.phone?.phoneCode ?? null,
    name: user.name ?? '',
    password_hash: user.passwordHash ?? null,
    activated: user.activated ? 1 : 0,
    is_free: user.isFree ? 1 : 0,
    head_portrait: null,
    created_at: now,
    deleted_at: null,
    language: user.language ?? null,
  };
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return { ...values, id: row.id };
}

/** Notes the language the user last used (messages and e-mails about their application are written in it). */
export async function rememberLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

/** The user info the portal keeps (spec section 3), with application_state from `applications`. */
export async function userInfo(db: Db, user: UserRow, project: ProjectRow): Promise<UserInfo> {
  const application = await userApplication(db, user.id, project.id).select('status').executeTakeFirst();
  return {
    name: user.name,
    uid: user.uid,
    user_id: user.id,
    email: user.email,
    mobile: nationalNumber(user.mobile, user.phone_code),
    phone_code: user.phone_code,
    head_portrait: user.head_portrait,
    application_state: application?.status === 'submitted' ? 2 : 0,
    project_id: project.id,
    org_id: project.org_id,
    domain: project.domain,
    is_free: user.is_free === 1 ? 1 : 0,
    has_password: user.password_hash ? 1 : 0,
  };
}
