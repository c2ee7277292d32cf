import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import { useTestServer } from '../suiteServer';
import { applicantWithRecommenders, invitationToken, records, refereeLogin, type TestApplicant } from './helpers';

const A = { name: 'Ann Lee', email: 'ann@example.edu' };
const B = { name: 'Bo Chen', email: 'bo@example.edu' };
const C = 'cy@example.edu';

describe('recommendations: changing an e-mail after sending', () => {
  const server = useTestServer();
  let applicant: TestApplicant;
  const change = (form: Record<string, string | number>, lang = 'en') =>
    server.post(PATHS.apply.updateEmailSendStatus, form, { ...applicant.headers, lang });

  beforeAll(async () => {
    applicant = await applicantWithRecommenders(server, 'itf', [A, B]);
    await server.post(PATHS.apply.sendEmail, { row_number: 1 }, applicant.headers);
  });

  it('resets the status, kills the old link and sessions, and drops the previous draft', async () => {
    const { token } = await invitationToken(server, A.email);
    const { headers } = await refereeLogin(server, token);
    await server.post(PATHS.recommender.save, { value: JSON.stringify({ referee_name: 'Ann draft' }), version: 0 }, headers);
    expect((await records(server, applicant.headers))[0]).toMatchObject({ send_state: 1, letter_state: 1 });

    const reply = await change({ row_number: 1, email: ' Cy@Example.edu ' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body.message).toBe("The recommender's e-mail was changed; please send the invitation again");
    expect(reply.body.data).toMatchObject({ record: { row_number: 1, email: C, send_state: 0, letter_state: 0, email_status: 'not_sent' } });

    const old = await refereeLogin(server, token);
    expect(old.reply.statusCode).toBe(401);
    expect(old.reply.body.message).toBe('This invitation link is no longer valid');
    expect((await server.get(PATHS.recommender.filed, {}, headers)).statusCode).toBe(401);

    const saved = await server.app.ctx.db
      .selectFrom('module_values')
      .select(['value', 'version'])
      .where('application_id', '=', applicant.applicationId)
      .where('module_id', '=', applicant.moduleId)
      .executeTakeFirstOrThrow();
    expect(saved.version).toBe(1);
    expect((JSON.parse(saved.value) as { recommenders: Array<{ email: string }> }).recommenders[0]?.email).toBe('Cy@Example.edu');

    expect((await server.post(PATHS.apply.sendEmail, { row_number: 1 }, applicant.headers)).statusCode).toBe(200);
    const fresh = await refereeLogin(server, (await invitationToken(server, C)).token);
    const filed = (await server.get(PATHS.recommender.filed, {}, fresh.headers)).body.data as { value: object };
    expect(filed.value).toEqual({});
    expect((await records(server, applicant.headers))[0]).toMatchObject({ email: C, send_state: 1, letter_state: 1 });
  });

  it('refuses a repeated or invalid e-mail, and changes nothing for the same one', async () => {
    const repeat = await change({ row_number: 1, email: 'BO@example.edu' }, 'tc');
    expect(repeat.statusCode).toBe(400);
    expect(repeat.body.message).toBe('推薦人郵箱不能重複');
    const invalid = await change({ row_number: 1, email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body.data).toEqual({ field: 'email' });
    expect((await change({ row_number: 1 })).body.data).toEqual({ field: 'email' });
    const same = await change({ row_number: 1, email: C.toUpperCase() });
    expect(same.body.data).toMatchObject({ record: { send_state: 1 } });
    expect((await change({ row_number: 9, email: 'x@example.edu' })).statusCode).toBe(404);
  });

  it('is refused once the application is submitted', async () => {
    await server.app.ctx.db.updateTable('applications').set({ status: 'submitted' }).where('id', '=', applicant.applicationId).execute();
    const reply = await change({ row_number: 2, email: 'dee@example.edu' });
    expect(reply.statusCode).toBe(403);
    expect(reply.body.message).toBe('You have submitted, can no longer modify');
    expect((await change({ row_number: 2, email: 'dee@example.edu' }, 'sc')).body.message).toBe('您已提交，不可再修改');
  });
});
