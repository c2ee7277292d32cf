import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, PATHS } from '../../../../protocol';
import { hashToken } from '../../../../server/services/tokens';
import { useTestServer } from '../suiteServer';
import { applicantWithRecommenders, invitationToken, recommenderValues, records, refereeLogin, saveRecommenders, type TestApplicant } from './helpers';
import { createSession } from '../../../../server/services/sessions';

const A = { name: 'Ann Lee', email: 'ann@example.edu' };
const B = { name: 'Bo Chen', email: 'bo@example.edu' };
const DAY = 24 * 3600 * 1000;

describe('recommendations: the applicant side', () => {
  const server = useTestServer();
  let applicant: TestApplicant;
  const send = (row: number, lang = 'en', who = applicant) => server.post(PATHS.apply.sendEmail, { row_number: row }, { ...who.headers, lang });

  beforeAll(async () => {
    applicant = await applicantWithRecommenders(server, 'sc', [A, { name: B.name, email: ' Bo@Example.EDU ' }]);
  });

  it('documents its calls in the OpenAPI document', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, unknown> };
    for (const path of [PATHS.apply.sendEmail, PATHS.apply.checkSendEmailState, PATHS.apply.remind, PATHS.recommender.login, PATHS.recommender.applicantInfo]) {
      expect(doc.paths[path]).toBeDefined();
    }
  });

  it('lists the saved recommenders as not sent', async () => {
    const reply = await server.get(PATHS.apply.checkSendEmailState, {}, applicant.headers);
    expect(reply.statusCode).toBe(200);
    expect(reply.body.data).toMatchObject({ showReferee: true, twoStep: true });
    expect(await records(server, applicant.headers)).toMatchObject([
      { row_number: 1, name: A.name, email: A.email, send_state: 0, write_state: 0, letter_state: 0, email_status: 'not_sent' },
      { row_number: 2, name: B.name, email: B.email, send_state: 0, write_state: 0, letter_state: 0, email_status: 'not_sent' },
    ]);
  });

  it('sends invitations to two referees with a personal link whose token is stored only as a hash', async () => {
    const first = await send(1);
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe('Invitation sent');
    expect(first.body.data).toMatchObject({ record: { row_number: 1, send_state: 1, letter_state: 1, step: 1, email_status: 'queued' }, twoStep: true });
    expect((await send(2, 'sc')).statusCode).toBe(200);

    const mailA = await invitationToken(server, A.email);
    expect(mailA.link).toBe(`${server.config.publicUrl}/sc/apply/#/ref_login?token=${mailA.token}`);
    expect(mailA.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mailA.subject).toBe('Recommendation letter request from Test Applicant (Schwarzman Scholars)');
    const mailB = await invitationToken(server, B.email);
    expect(mailB.subject).toBe('Test Applicant邀请您撰写推荐信（苏世民学者项目）');
    expect(mailB.token).not.toBe(mailA.token);

    const stored = await server.app.ctx.db.selectFrom('recommendations').select(['email', 'token_hash']).where('application_id', '=', applicant.applicationId).execute();
    expect(stored.find((rec) => rec.email === A.email)?.token_hash).toBe(hashToken(mailA.token));
    expect(JSON.stringify(stored)).not.toContain(mailA.token);
    expect((await records(server, applicant.headers)).map((rec) => [rec.send_state, rec.letter_state])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    const letterList = await server.get(PATHS.batch.letterList, {}, applicant.headers);
    expect((letterList.body.data as { list: unknown[] }).list).toHaveLength(2);
  });

  it('throttles re-sending to one per minute; a re-send issues a new link and the old one keeps working', async () => {
    const before = await invitationToken(server, A.email);
    const early = await send(1);
    expect(early.statusCode).toBe(429);
    expect(Number(early.raw.headers['retry-after'])).toBeGreaterThan(0);
    expect(early.body.message).toMatch(/^The invitation was just sent; you can send it again in \d+ seconds$/);
    server.clock.advance(61 * 1000);
    expect((await send(1)).statusCode).toBe(200);
    const after = await invitationToken(server, A.email);
    expect(after.token).not.toBe(before.token);
    expect((await refereeLogin(server, before.token)).reply.statusCode).toBe(200);
    expect((await refereeLogin(server, after.token)).reply.statusCode).toBe(200);
  });

  it('refuses repeated recommender e-mails with the spec wording, in en, sc and tc', async () => {
    const other = await applicantWithRecommenders(server, 'sc');
    // A partial save may hold a repeat (the module validation reports it); sending must still refuse.
    await saveRecommenders(server, other, recommenderValues([A, { name: 'Twin', email: 'ANN@example.edu ' }]));
    const en = await send(2, 'en', other);
    expect(en.statusCode).toBe(400);
    expect(en.body.message).toBe('Recommender e-mails must not repeat');
    expect((await send(2, 'sc', other)).body.message).toBe('推荐人邮箱不能重复');
    expect((await send(2, 'tc', other)).body.message).toBe('推薦人郵箱不能重複');
    const rows = await server.app.ctx.db.selectFrom('recommendations').select('email').where('application_id', '=', other.applicationId).execute();
    expect(rows).toEqual([{ email: A.email }]);
  });

  it('refuses to send while the row is incomplete, or when nothing is saved', async () => {
    const other = await applicantWithRecommenders(server, 'sc');
    const none = await send(1, 'en', other);
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toBe('Sending failed because fields incomplete');
    await saveRecommenders(server, other, recommenderValues([{ name: '', email: 'x@example.edu' }, { name: 'Y', email: 'not-an-email' }]));
    expect((await send(1, 'en', other)).body.message).toBe('Sending failed because fields incomplete');
    expect((await send(2, 'sc', other)).body.message).toBe('字段信息不完整，发送失败');
    expect((await send(3, 'en', other)).statusCode).toBe(404);
    const missing = await server.post(PATHS.apply.sendEmail, {}, other.headers);
    expect(missing.statusCode).toBe(400);
    const bad = await server.post(PATHS.apply.sendEmail, { row_number: 'abc' }, other.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data).toEqual({ field: 'row_number' });
  });

  it("refuses to send when the project's referee view is off, or has no referee module", async () => {
    const { db } = server.app.ctx;
    const project = await db.selectFrom('projects').select('page_config').where('id', '=', applicant.projectId).executeTakeFirstOrThrow();
    await db
      .updateTable('projects')
      .set({ page_config: JSON.stringify({ ...JSON.parse(project.page_config), showReferee: false }) })
      .where('id', '=', applicant.projectId)
      .execute();
    server.clock.advance(61 * 1000);
    const off = await send(2);
    expect(off.statusCode).toBe(403);
    expect(off.body.message).toBe('Recommendation letters are not enabled for this project');
    expect(((await server.get(PATHS.apply.checkSendEmailState, {}, applicant.headers)).body.data as { showReferee: boolean }).showReferee).toBe(false);
    await db.updateTable('projects').set({ page_config: project.page_config }).where('id', '=', applicant.projectId).execute();
    expect((await send(2)).statusCode).toBe(200);

    const noModule = await server.applicant('data');
    expect((await server.post(PATHS.apply.sendEmail, { row_number: 1 }, noModule.headers)).statusCode).toBe(403);
    expect((await records(server, noModule.headers))).toEqual([]);
  });

  it("never acts on another applicant's recommendation", async () => {
    const other = await applicantWithRecommenders(server, 'sc', [{ name: 'Z', email: 'z@example.edu' }]);
    const mine = await records(server, applicant.headers);
    for (const path of [PATHS.apply.sendEmail, PATHS.apply.remind]) {
      expect((await server.post(path, { id: mine[0]!.id }, other.headers)).statusCode).toBe(404);
    }
    const change = await server.post(PATHS.apply.updateEmailSendStatus, { id: mine[0]!.id, email: 'evil@example.edu' }, other.headers);
    expect(change.statusCode).toBe(404);
    expect((await records(server, applicant.headers))[0]?.email).toBe(A.email);
  });

  it('requires an applicant session: none, or a referee token, is a 401', async () => {
    expect((await server.get(PATHS.apply.checkSendEmailState)).statusCode).toBe(401);
    const { token } = await invitationToken(server, B.email);
    const { headers } = await refereeLogin(server, token);
    expect((await server.get(PATHS.apply.checkSendEmailState, {}, headers)).statusCode).toBe(401);
    expect((await server.post(PATHS.apply.sendEmail, { row_number: 1 }, headers)).statusCode).toBe(401);
    expect((await server.post(PATHS.apply.sendEmail, { row_number: 1 }, { [HEADERS.token]: 'nope' })).statusCode).toBe(401);
  });

  it('sends a reminder at most once a day, with the two-step status', async () => {
    const other = await applicantWithRecommenders(server, 'sc', [A, B]);
    const notSent = await server.post(PATHS.apply.remind, { row_number: 1 }, other.headers);
    expect(notSent.statusCode).toBe(400);
    expect(notSent.body.message).toBe('Please send the invitation first');
    await send(1, 'en', other);
    const first = await server.post(PATHS.apply.remind, { row_number: 1 }, other.headers);
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ record: { step: 1, reminded_at: server.clock.now() }, twoStep: true });
    expect((await invitationToken(server, A.email)).subject).toBe('Reminder: recommendation letter for Test Applicant (Schwarzman Scholars)');

    server.clock.advance(DAY - 3600 * 1000);
    // A day later the applicant comes back: the old session has ended on the idle timeout; a new one is opened.
    expect((await server.post(PATHS.apply.remind, { row_number: 1 }, other.headers)).statusCode).toBe(401);
    const token = await createSession(server.app.ctx.db, { userId: other.userId }, server.clock.now(), server.config.sessionTtlMs);
    other.headers = { ...other.headers, [HEADERS.token]: token };
    const again = await server.post(PATHS.apply.remind, { row_number: 1 }, { ...other.headers, lang: 'tc' });
    expect(again.statusCode).toBe(429);
    expect(again.raw.headers['retry-after']).toBe('3600');
    expect(again.body.message).toBe('每天只能提醒一次，請 1 小時後再試');
    server.clock.advance(3600 * 1000);
    expect((await server.post(PATHS.apply.remind, { row_number: 1 }, other.headers)).statusCode).toBe(200);
    const link = await invitationToken(server, A.email);
    expect((await refereeLogin(server, link.token)).reply.statusCode).toBe(200);
  });
});
