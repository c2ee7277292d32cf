import { getFixture } from '../../fixtures';
import type { ServerContext } from '../context';
import type { Applicant } from '../http/auth';
import { findApplication } from '../services/apply/application';
import { sendInvitation } from '../services/recommend/invite';
import { letterErrors, letterModule, ownLetterFiles } from '../services/recommend/letter';
import { loadProject, refereeModule } from '../services/recommend/lookup';
import { demoSignaturePng } from './demoFiles';
import type { DemoProject } from './demoProjects';
import { storeSeedFile } from './partialFiles';

const LETTER_FIXTURE = 'sc-recommendation-letter';

const dayBefore = (now: number): string => new Date(now - 24 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * Where the project asks for letters: the first two recommenders are invited (the e-mails land in the outbox), the
 * first one's letter is written, signed and submitted, the third is not invited. Skipped once any invitation exists.
 */
export async function seedLetters(ctx: ServerContext, applicant: Applicant, project: DemoProject, now: number): Promise<void> {
  const { db } = ctx;
  const application = await findApplication(db, applicant);
  const info = await loadProject(db, applicant.projectId);
  if (!application || !info || !(await refereeModule(db, applicant.projectId, 2))) return;
  const recs = await db.selectFrom('recommendations').select(['id', 'name', 'email', 'send_state']).where('application_id', '=', application.id).orderBy('row_number').orderBy('id').execute();
  const [written, invited] = recs;
  if (!written || !invited || recs.some((rec) => rec.send_state !== 0)) return;
  const locale = project.languages[0] ?? 'sc';
  for (const recommendation of [written, invited]) {
    await sendInvitation(ctx, { recommendation, project: info, applicantName: 'Partial Applicant', locale, kind: 'invite' });
  }

  const module = await letterModule(db, applicant.projectId);
  const letter = { module, recommendationId: written.id, applicationId: application.id, projectId: applicant.projectId };
  const owner = { kind: 'referee', recommendationId: written.id, projectId: applicant.projectId, applicationId: application.id, writeState: 0 } as const;
  const signature = await storeSeedFile(ctx, owner, demoSignaturePng(), 'autograph.png', { moduleId: module.id, field: 'autograph', types: ['png'] });
  const fixture = structuredClone(getFixture(LETTER_FIXTURE).valid[0]?.values ?? {});
  const values = await ownLetterFiles(db, ctx.forms, letter, { ...fixture, referee_name: written.name, referee_signature: signature.url, sign_date: dayBefore(now) }, 'en');
  const errors = letterErrors(ctx.forms, module.fields, values, 'en');
  if (errors.length > 0) throw new Error(`The seeded letter does not validate: ${JSON.stringify(errors)}`);
  await db
    .updateTable('recommendations')
    .set({ value: JSON.stringify(values), version: 1, write_state: 1, letter_state: 2, submitted_at: now })
    .where('id', '=', written.id)
    .execute();
}
