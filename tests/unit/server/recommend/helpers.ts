import { getFixture } from '../../../../fixtures';
import { HEADERS, PATHS } from '../../../../protocol';
import { NEW_APPLICATION } from '../../../../server/services/apply/application';
import { syncRecommenders, type SyncOptions } from '../../../../server/services/recommend/sync';
import type { Reply, TestServer } from '../harness';
import type { RefereeLoginData } from '../../../../protocol/recommend';
import { keyedHash } from '../../../../server/services/secret';

export interface Recommender {
  name: string;
  email: string;
}

export interface TestApplicant {
  userId: number;
  headers: Record<string, string>;
  projectId: number;
  applicationId: number;
  moduleId: number;
}

const baseRow = (getFixture('sc-recommenders').valid[0]?.values.recommenders as Array<Record<string, unknown>>)[0] ?? {};

/** Recommender form values as the module save stores them: full rows from the fixture with the given name/e-mail. */
export function recommenderValues(recommenders: Recommender[]): Record<string, unknown> {
  return { recommenders: recommenders.map((rec, index) => ({ ...baseRow, columnNumber: index + 1, name: rec.name, email: rec.email })) };
}

/** Stores the referee-information values directly (no module-save call) and syncs them, as apply/basic would. */
export async function saveRecommenders(server: TestServer, applicant: TestApplicant, values: Record<string, unknown>, options: SyncOptions = {}): Promise<void> {
  const { db } = server.app.ctx;
  const now = server.clock.now();
  const existing = await db
    .selectFrom('module_values')
    .select('version')
    .where('application_id', '=', applicant.applicationId)
    .where('module_id', '=', applicant.moduleId)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('module_values')
      .set({ value: JSON.stringify(values), version: existing.version + 1, updated_at: now })
      .where('application_id', '=', applicant.applicationId)
      .where('module_id', '=', applicant.moduleId)
      .execute();
  } else {
    await db
      .insertInto('module_values')
      .values({ application_id: applicant.applicationId, module_id: applicant.moduleId, value: JSON.stringify(values), state: 2, version: 1, updated_at: now })
      .execute();
  }
  await syncRecommenders(db, applicant.applicationId, applicant.moduleId, values, now, options);
}

/** A signed-in applicant of `domain` with an application (and, when given, saved recommenders). */
export async function applicantWithRecommenders(server: TestServer, domain: string, recommenders?: Recommender[]): Promise<TestApplicant> {
  const { db } = server.app.ctx;
  const { userId, headers } = await server.applicant(domain);
  const projectId = await server.projectId(domain);
  const module = await db.selectFrom('modules').select('id').where('project_id', '=', projectId).where('referee', '=', 1).executeTakeFirstOrThrow();
  const batch = await db.selectFrom('batches').select(['id']).where('project_id', '=', projectId).where('parent_id', 'is', null).orderBy('sort').executeTakeFirstOrThrow();
  const track = await db.selectFrom('batches').select(['id']).where('parent_id', '=', batch.id).orderBy('sort').executeTakeFirstOrThrow();
  const now = server.clock.now();
  const application = await db
    .insertInto('applications')
    .values({
      user_id: userId,
      project_id: projectId,
      batch_id: batch.id,
      track_id: track.id,
      ...NEW_APPLICATION,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const applicant = { userId, headers, projectId, applicationId: application.id, moduleId: module.id };
  if (recommenders) await saveRecommenders(server, applicant, recommenderValues(recommenders));
  return applicant;
}

/** The token of the newest invitation e-mail to `email`, parsed from its link. */
export async function invitationToken(server: TestServer, email: string): Promise<{ token: string; link: string; subject: string; body: string }> {
  const mail = await server.app.ctx.db
    .selectFrom('outbox')
    .select(['link', 'subject', 'body'])
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = mail.link ?? '';
  const token = /[?&]token=([^&#]+)/.exec(link)?.[1] ?? '';
  return { token, link, subject: mail.subject, body: mail.body };
}

/**
 * Logs a referee in as the portal does: the link token names the invitation, then the e-mail code opens the session
 * (the code is put in place directly, dated an hour back, so that repeated logins stay clear of the send throttles). Returns the session headers.
 */
export async function refereeLogin(server: TestServer, token: string): Promise<{ reply: Reply; headers: Record<string, string> }> {
  const named = await server.post(PATHS.recommender.login, { token });
  if (named.statusCode !== 200) return { reply: named, headers: {} };
  const { info } = named.body.data as RefereeLoginData;
  const code = '246810';
  const scope = `${await server.projectId(info.project.domain)}:login:${info.email}:${code}`;
  const now = server.clock.now();
  await server.app.ctx.db
    .insertInto('codes')
    .values({ target: info.email, purpose: 'login', project_id: await server.projectId(info.project.domain), code_hash: keyedHash(server.app.ctx.secret, scope), expires_at: now + 60_000, used_at: null, attempts: 0, ip: '127.0.0.1', created_at: now - 3_600_000 })
    .execute();
  const reply = await server.post(PATHS.recommender.login, { token, code });
  const data = reply.body.data as { token?: string } | null;
  return { reply, headers: { [HEADERS.token]: data?.token ?? '' } };
}

export interface ListedRecord {
  id: number;
  row_number: number;
  email: string;
  name: string;
  send_state: number;
  write_state: number;
  letter_state: number;
  email_status: string;
  email_locked: boolean;
  reminded_at: number | null;
}

/** The applicant's list from checkSendEmailState. */
export async function records(server: TestServer, headers: Record<string, string>): Promise<ListedRecord[]> {
  const reply = await server.get(PATHS.apply.checkSendEmailState, {}, headers);
  return (reply.body.data as { list: ListedRecord[] }).list;
}
