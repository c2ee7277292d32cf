import { getFixture, moduleFixtures } from '../../fixtures';
import { type FieldDefinition, isUploadField } from '../../schema-adapters';
import type { ServerContext } from '../context';
import type { Applicant } from '../http/auth';
import { chooseBatch } from '../services/apply/chooseBatch';
import { findApplication } from '../services/apply/application';
import { moduleFields } from '../services/apply/fieldsCache';
import { LETTER, REFEREE_INFO, savedModule } from '../services/apply/modules';
import { saveModule } from '../services/apply/save';
import { windowState } from '../services/apply/time';
import { ensureAccount, isPasswordFree, partialEmail } from './accounts';
import { DEMO_PROJECTS, type DemoProject } from './demoProjects';
import { seedLetters } from './partialLetters';
import { seedUploads, takesImages } from './partialFiles';
import { withRecommenderEmails } from './recommenderEmails';

type Values = Record<string, unknown>;

export interface ModuleRow {
  id: number;
  name: string;
  referee: number;
  fields: string;
}

/** The open batch (earliest in order) and its first track. */
export async function openChoice(ctx: ServerContext, projectId: number, now: number): Promise<{ batchId: number; trackId: number | undefined } | undefined> {
  const rows = await ctx.db.selectFrom('batches').select(['id', 'parent_id', 'start_time', 'end_time']).where('project_id', '=', projectId).orderBy('sort').orderBy('id').execute();
  const batch = rows.find((row) => row.parent_id === null && windowState(row.start_time, row.end_time, now) === 'open');
  if (!batch) return undefined;
  const track = rows.find((row) => row.parent_id === batch.id && windowState(row.start_time, row.end_time, now) === 'open');
  return { batchId: batch.id, trackId: track?.id };
}

/** The recommender rows get addresses of the demo's own domain, so no fixture address receives a seeded invitation. */
function demoRecommenders(values: Values, domain: string): Values {
  return withRecommenderEmails(values, (index) => `referee${index + 1}.partial@${domain}.example.com`);
}

/**
 * A partly filled module: the fixture's valid values without its last required field that does not take pictures, so
 * every value present is valid, the module is incomplete, and its pictures still show.
 */
function partOf(fields: FieldDefinition[], values: Values): Values {
  const required = fields.filter((field) => field.required && !field.pid && !field.istitle && !takesImages(field) && values[field.field] !== undefined);
  const dropped = required.at(-1)?.field;
  return Object.fromEntries(Object.entries(values).filter(([key]) => key !== dropped && key !== `${dropped}_other`));
}

/** The fixture's first valid values with real stored files in place of its file values. */
export async function withFiles(ctx: ServerContext, owner: Applicant, module: ModuleRow, fields: FieldDefinition[], values: Values, color: string): Promise<Values> {
  const result: Values = { ...values };
  for (const field of fields) {
    if (!isUploadField(field) || field.pid || result[field.field] === undefined) continue;
    const files = await seedUploads(ctx, { kind: 'applicant', userId: owner.id, projectId: owner.projectId }, module.id, field, result[field.field], color);
    if (files) result[field.field] = files;
    else delete result[field.field];
  }
  return result;
}

export const hasFixture = (name: string) => moduleFixtures.some((fixture) => fixture.name === name && fixture.valid.length > 0);

/**
 * The modules to fill and how: every applicant module with a fixture is complete except the last one, which is partly
 * filled; the recommender module is complete. Modules without a fixture (every field type) stay untouched.
 */
function planModules(modules: ModuleRow[]): Array<{ module: ModuleRow; partial: boolean }> {
  const fillable = modules.filter((module) => module.referee !== LETTER && hasFixture(module.name));
  const partial = fillable.filter((module) => module.referee === 0).at(-1);
  return fillable.map((module) => ({ module, partial: module === partial }));
}

async function fillModules(ctx: ServerContext, applicant: Applicant, project: DemoProject, now: number): Promise<void> {
  const { db } = ctx;
  const modules = await db.selectFrom('modules').select(['id', 'name', 'referee', 'fields']).where('project_id', '=', applicant.projectId).orderBy('sort').orderBy('id').execute();
  const application = await findApplication(db, applicant);
  for (const { module, partial } of planModules(modules)) {
    if (!application) break;
    const saved = await savedModule(db, application.id, module.id).select('version').executeTakeFirst();
    if (saved) continue;
    const fields = moduleFields(module);
    const fixture = structuredClone(getFixture(module.name).valid[0]?.values ?? {});
    const chosen = module.referee === REFEREE_INFO ? demoRecommenders(fixture, project.domain) : fixture;
    const values = await withFiles(ctx, applicant, module, fields, partial ? partOf(fields, chosen) : chosen, project.color);
    await saveModule(db, ctx.forms, applicant, { moduleId: module.id, values, version: 0, locale: 'en', now });
  }
}

/**
 * Per project with password accounts, `partial@{domain}.example.com`: a batch and track chosen, modules saved through
 * the same save the API uses (complete ones, one partly filled), real stored images and documents, and where the
 * project asks for letters one letter submitted and one invited. Each step runs only when its result is missing.
 */
export async function seedPartialApplicants(ctx: ServerContext, projects: Map<string, number>, now: number): Promise<void> {
  for (const project of DEMO_PROJECTS) {
    const projectId = projects.get(project.domain);
    if (projectId === undefined || (await isPasswordFree(ctx.db, projectId))) continue;
    const email = partialEmail(project.domain);
    const user = await ensureAccount(ctx.db, projectId, email, 'Partial Applicant', now);
    const applicant: Applicant = { id: user.id, uid: user.uid, projectId, isFree: false, token: '' };
    try {
      await fillApplication(ctx, applicant, project, now);
    } catch (error) {
      // A server configured tighter than the demo needs (a tiny UPLOAD_QUOTA_MB) still starts; the next start resumes.
      console.warn(`The demo application of ${email} is incomplete: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

async function fillApplication(ctx: ServerContext, applicant: Applicant, project: DemoProject, now: number): Promise<void> {
  if (!(await findApplication(ctx.db, applicant))) {
    const choice = await openChoice(ctx, applicant.projectId, now);
    if (!choice) return;
    await chooseBatch(ctx.db, applicant, choice.batchId, choice.trackId, now);
  }
  await fillModules(ctx, applicant, project, now);
  await seedLetters(ctx, applicant, project, now);
}
