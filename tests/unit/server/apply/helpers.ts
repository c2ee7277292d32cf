import { getFixture } from '../../../../fixtures';
import { PATHS } from '../../../../protocol';
import type { ApplicationExtra } from '../../../../protocol/apply';
import type { TestServer } from '../harness';
import { withOwnFiles } from '../upload/realFiles';

/** A fixture's valid (or invalid) values by position. */
export function fixtureValues(name: string, kind: 'valid' | 'invalid' = 'valid', index = 0): Record<string, unknown> {
  const fixture = getFixture(name);
  const found = kind === 'valid' ? fixture.valid[index] : fixture.invalid[index];
  if (!found) throw new Error(`${name} has no ${kind} case ${index}`);
  return structuredClone(found.values) as Record<string, unknown>;
}

/** A module fixture's values with its file records replaced by real uploads of the user (uploaded once, then reused). */
export async function ownFixtureValues(server: TestServer, headers: Record<string, string>, menuId: number, name: string, kind: 'valid' | 'invalid' = 'valid', index = 0) {
  return withOwnFiles(server, headers, menuId, fixtureValues(name, kind, index));
}

/** Batches of a project by window: the open, closed and not-yet-open batch and their tracks (seed order). */
export async function batchesOf(server: TestServer, domain: string) {
  const projectId = await server.projectId(domain);
  const rows = await server.app.ctx.db.selectFrom('batches').selectAll().where('project_id', '=', projectId).orderBy('id').execute();
  const batches = rows.filter((row) => row.parent_id === null);
  const tracksOf = (id: number) => rows.filter((row) => row.parent_id === id).map((row) => row.id);
  const [open, closed, future] = batches.map((batch) => ({ id: batch.id, tracks: tracksOf(batch.id) }));
  if (!open || !closed || !future) throw new Error(`${domain} lacks seeded batches`);
  return { open, closed, future };
}

/** Module id by fixture name within a project. */
export async function moduleId(server: TestServer, domain: string, name: string): Promise<number> {
  const projectId = await server.projectId(domain);
  const row = await server.app.ctx.db.selectFrom('modules').select('id').where('project_id', '=', projectId).where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/** The ids of scu modules by fixture name, in the order given. */
export async function scuModuleIds<const Names extends readonly string[]>(server: TestServer, ...names: Names) {
  const menuIds: number[] = [];
  for (const name of names) menuIds.push(await moduleId(server, 'scu', name));
  return menuIds as { [K in keyof Names]: number };
}

/** A signed-in applicant of `domain` who chose the open batch and its first track. */
export async function applicantWithBatch(server: TestServer, domain = 'scu') {
  const user = await server.applicant(domain);
  const { open } = await batchesOf(server, domain);
  const reply = await server.post(PATHS.apply.batch, { batch_id: open.id, track_id: open.tracks[0] ?? 0 }, user.headers);
  if (reply.statusCode !== 200) throw new Error(`choosing a batch failed: ${JSON.stringify(reply.body)}`);
  return user;
}

/** Saves module values with the given version. */
export function save(server: TestServer, headers: Record<string, string>, menuId: number, values: unknown, version: number, lang = 'en') {
  return server.post(PATHS.apply.basic, { menu_id: menuId, value: JSON.stringify(values), version }, { ...headers, lang });
}

/** A file row of the applicant (no bytes are stored): what the upload route records, set directly. */
export interface FileRow {
  uid: string;
  field: string;
  stored_name: string;
  original_name: string;
  mime: string;
  size: number;
}

/** Inserts a file row owned by the user (no module, no recommendation) in the domain's project. */
export async function insertFileRow(server: TestServer, userId: number, row: FileRow, domain = 'scu'): Promise<void> {
  await server.app.ctx.db
    .insertInto('files')
    .values({ ...row, user_id: userId, recommendation_id: null, project_id: await server.projectId(domain), module_id: null, created_at: server.clock.now() })
    .execute();
}

/** Inserts an uploaded autograph file owned by the user and returns its uid. */
export async function insertAutograph(server: TestServer, userId: number, domain = 'scu'): Promise<string> {
  const uid = `sig-${userId}-${Math.random().toString(36).slice(2)}`;
  await insertFileRow(server, userId, { uid, field: 'autograph', stored_name: `${uid}.png`, original_name: 'autograph.png', mime: 'image/png', size: 100 }, domain);
  return uid;
}

/** Fills every required non-letter module of scu with fixture values and real uploads (state 2 each). */
export async function completeScu(server: TestServer, headers: Record<string, string>) {
  for (const name of ['scu-basic-info', 'data-education-history', 'xjtu-personal-statement', 'sc-recommenders']) {
    const menuId = await moduleId(server, 'scu', name);
    const reply = await save(server, headers, menuId, await ownFixtureValues(server, headers, menuId, name), 0);
    if (reply.body.status !== 200 || (reply.body.data as { state: number }).state !== 2) {
      throw new Error(`${name} did not save complete: ${JSON.stringify(reply.body)}`);
    }
  }
}

/** A scu applicant who filled every required module, signed and submitted; `submission` is the submit call's reply. */
export async function submitCompleteApplication(server: TestServer) {
  const user = await applicantWithBatch(server);
  await completeScu(server, user.headers);
  const signature = await insertAutograph(server, user.userId);
  const submission = await server.post(PATHS.apply.submit, { acknowledge: 1, signature }, user.headers);
  return { ...user, submission };
}

/** Sets what the school published on the application after submission and, when given, the review's status and reason. */
export function setAfterSubmission(server: TestServer, userId: number, extra: ApplicationExtra, review?: { status: string; reason?: string }) {
  return server.app.ctx.db
    .updateTable('applications')
    .set({ extra: JSON.stringify(extra), ...(review ? { review_status: review.status, review_reason: review.reason ?? null } : {}) })
    .where('user_id', '=', userId)
    .execute();
}
