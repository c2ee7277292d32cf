import type { Db } from '../db/connect';
import { hashPassword } from '../services/account/passwords';
import { newPublicId } from '../services/tokens';

/** The password of every demo applicant (printed at start). */
export const DEMO_PASSWORD = 'Demo2026!';

/** The e-mail of a project's demo applicant. */
export const demoEmail = (domain: string): string => `demo@${domain}.example.com`;

/** Demo applicant accounts: one activated e-mail account per project that is not password-free. Idempotent. */
export async function seedAccounts(db: Db, projects: Map<string, number>, now: number): Promise<void> {
  for (const [domain, projectId] of projects) {
    const project = await db.selectFrom('projects').select('free').where('id', '=', projectId).executeTakeFirst();
    if (!project || project.free === 1) continue;
    const email = demoEmail(domain);
    const existing = await db.selectFrom('users').select('id').where('project_id', '=', projectId).where('email', '=', email).executeTakeFirst();
    if (existing) continue;
    await db
      .insertInto('users')
      .values({
        project_id: projectId,
        uid: newPublicId(),
        email,
        mobile: null,
        phone_code: null,
        name: 'Demo Applicant',
        password_hash: await hashPassword(DEMO_PASSWORD),
        activated: 1,
        is_free: 0,
        head_portrait: null,
        created_at: now,
        deleted_at: null,
      })
      .execute();
  }
}
