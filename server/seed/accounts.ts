import type { Db } from '../db/connect';
import { hashPassword } from '../services/account/passwords';
import { newPublicId } from '../services/tokens';

/** The password of every demo applicant (printed at start). */
export const DEMO_PASSWORD = 'Demo2026!';

/** The e-mail of a project's demo applicant (an empty account). */
export const demoEmail = (domain: string): string => `demo@${domain}.example.com`;

/** The e-mail of a project's applicant with a partly filled application (server/seed/partialApplicant.ts). */
export const partialEmail = (domain: string): string => `partial@${domain}.example.com`;

let demoHash: Promise<string> | undefined;

/** One hash of the public demo password, shared by every demo account (each scrypt run costs tens of milliseconds). */
const demoPasswordHash = (): Promise<string> => (demoHash ??= hashPassword(DEMO_PASSWORD));

/** The id of an activated e-mail account with the demo password, created when missing. */
export async function ensureAccount(db: Db, projectId: number, email: string, name: string, now: number): Promise<{ id: number; uid: string }> {
  const existing = await db.selectFrom('users').select(['id', 'uid']).where('project_id', '=', projectId).where('email', '=', email).executeTakeFirst();
  if (existing) return existing;
  return db
    .insertInto('users')
    .values({
      project_id: projectId,
      uid: newPublicId(),
      email,
      mobile: null,
      phone_code: null,
      name,
      password_hash: await demoPasswordHash(),
      activated: 1,
      is_free: 0,
      head_portrait: null,
      created_at: now,
      deleted_at: null,
    })
    .returning(['id', 'uid'])
    .executeTakeFirstOrThrow();
}

/** Whether a project signs applicants in without passwords (no demo accounts there). */
export async function isPasswordFree(db: Db, projectId: number): Promise<boolean> {
  const project = await db.selectFrom('projects').select('free').where('id', '=', projectId).executeTakeFirst();
  return !project || project.free === 1;
}

/** Demo applicant accounts: one activated, empty e-mail account per project that is not password-free. Idempotent. */
export async function seedAccounts(db: Db, projects: Map<string, number>, now: number): Promise<void> {
  for (const [domain, projectId] of projects) {
    if (await isPasswordFree(db, projectId)) continue;
    await ensureAccount(db, projectId, demoEmail(domain), 'Demo Applicant', now);
  }
}
