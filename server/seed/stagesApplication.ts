import { getFixture } from '../../fixtures';
import type { ServerContext } from '../context';
import type { Applicant } from '../http/auth';
import { findApplication } from '../services/apply/application';
import { chooseBatch } from '../services/apply/chooseBatch';
import { moduleFields } from '../services/apply/fieldsCache';
import { LETTER, REFEREE_INFO, savedModule } from '../services/apply/modules';
import { saveModule } from '../services/apply/save';
import { submitApplication } from '../services/apply/submit';
import { demoSignaturePng } from './demoFiles';
import type { DemoProject } from './demoProjects';
import { hasFixture, openChoice, withFiles } from './partialApplicant';
import { storeSeedFile } from './partialFiles';
import { withRecommenderEmails } from './recommenderEmails';

type Values = Record<string, unknown>;

/** The recommender rows get addresses of the demo's own domain, one set per stage applicant. */
function recommenders(values: Values, project: DemoProject, label: string): Values {
  return withRecommenderEmails(values, (index) => `referee${index + 1}.${label}@${project.domain}.example.com`);
}

/** Every applicant module with a fixture, saved complete with the fixture's valid values (real files in place of file values). */
async function fillEveryModule(ctx: ServerContext, applicant: Applicant, project: DemoProject, label: string, now: number): Promise<void> {
  const { db } = ctx;
  const application = await findApplication(db, applicant);
  if (!application) return;
  const modules = await db.selectFrom('modules').select(['id', 'name', 'referee', 'fields']).where('project_id', '=', applicant.projectId).orderBy('sort').orderBy('id').execute();
  for (const module of modules.filter((entry) => entry.referee !== LETTER && hasFixture(entry.name))) {
    const saved = await savedModule(db, application.id, module.id).select('version').executeTakeFirst();
    if (saved) continue;
    const fixture = structuredClone(getFixture(module.name).valid[0]?.values ?? {});
    const values = await withFiles(ctx, applicant, module, moduleFields(module), module.referee === REFEREE_INFO ? recommenders(fixture, project, label) : fixture, project.color);
    await saveModule(db, ctx.forms, applicant, { moduleId: module.id, values, version: 0, locale: 'en', now });
  }
}

/**
 * A complete application submitted the way the portal submits one: the open batch and its first track, every module
 * with a fixture saved through the API's save, a stored electronic signature, then the API's submit (which checks
 * every required module). Answers whether the application is submitted; an already submitted one is left as it is.
 */
export async function submittedApplication(ctx: ServerContext, applicant: Applicant, project: DemoProject, label: string, now: number): Promise<boolean> {
  const { db } = ctx;
  const existing = await findApplication(db, applicant);
  if (existing?.status === 'submitted') return true;
  if (!existing) {
    const choice = await openChoice(ctx, applicant.projectId, now);
    if (!choice) return false;
    await chooseBatch(db, applicant, choice.batchId, choice.trackId, now);
  }
  await fillEveryModule(ctx, applicant, project, label, now);
  const owner = { kind: 'applicant', userId: applicant.id, projectId: applicant.projectId } as const;
  const signature = existing?.signature_file_id ? undefined : await storeSeedFile(ctx, owner, demoSignaturePng(), 'autograph.png', { moduleId: null, field: 'autograph', types: ['png'] });
  await submitApplication(db, ctx.forms, applicant, { acknowledge: 1, signature: signature?.uid, locale: 'en', now });
  return true;
}
