import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { SaveData } from '../../../../protocol/apply';
import { useTestServer } from '../suiteServer';
import { applicantWithRecommenders, invitationToken, recommenderValues, records, refereeLogin, type Recommender, type TestApplicant } from './helpers';

const A = { name: 'Ann Lee', email: 'ann@example.edu' };
const B = { name: 'Bo Chen', email: 'bo@example.edu' };
const C = { name: 'Cy Wu', email: 'cy@example.edu' };

describe('recommendations: the module save never changes an invited recommender without confirmation', () => {
  const server = useTestServer();
  let applicant: TestApplicant;
  let version = 1;

  const save = async (recommenders: Recommender[], confirm?: 0 | 1, lang = 'en') => {
    const form: Record<string, string | number> = { menu_id: applicant.moduleId, value: JSON.stringify(recommenderValues(recommenders)), version };
    if (confirm !== undefined) form.confirm_email_change = confirm;
    const reply = await server.post(PATHS.apply.basic, form, { ...applicant.headers, lang });
    if (reply.statusCode === 200) version = (reply.body.data as SaveData).version;
    return reply;
  };

  beforeAll(async () => {
    applicant = await applicantWithRecommenders(server, 'sc', [A, B]);
    expect((await server.post(PATHS.apply.sendEmail, { row_number: 1 }, applicant.headers)).statusCode).toBe(200);
  });

  it('keeps the status, link and session when only the name changes', async () => {
    const { token } = await invitationToken(server, A.email);
    const { headers } = await refereeLogin(server, token);
    const reply = await save([{ name: 'Ann Lee-Wong', email: A.email }, B]);
    expect(reply.statusCode).toBe(200);
    expect((await records(server, applicant.headers))[0]).toMatchObject({ name: 'Ann Lee-Wong', send_state: 1, letter_state: 1 });
    expect((await server.get(PATHS.recommender.filed, {}, headers)).statusCode).toBe(200);
    expect((await refereeLogin(server, token)).reply.statusCode).toBe(200);
  });

  it('refuses (428, nothing stored) an e-mail change or removal of an invited recommender without the confirmation', async () => {
    const { token } = await invitationToken(server, A.email);
    const { headers } = await refereeLogin(server, token);
    expect((await server.post(PATHS.recommender.save, { value: JSON.stringify({ referee_name: 'Ann draft' }), version: 0 }, headers)).statusCode).toBe(200);
    const before = version;

    const changed = await save([{ name: A.name, email: 'ann.lee@example.edu' }, B]);
    expect(changed.statusCode).toBe(428);
    expect(changed.body.message).toBe("An invited recommender's e-mail would be changed or removed; please confirm before saving");
    expect(changed.body.data).toEqual({ recommenders: [{ rowNumber: 1, name: 'Ann Lee-Wong', email: A.email, newEmail: 'ann.lee@example.edu' }] });
    expect((await save([B], 0, 'sc')).body.message).toBe('已邀请的推荐人邮箱将被修改或删除，请确认后再保存');

    expect(version).toBe(before);
    const saved = await server.app.ctx.db.selectFrom('module_values').select('version').where('application_id', '=', applicant.applicationId).where('module_id', '=', applicant.moduleId).executeTakeFirstOrThrow();
    expect(saved.version).toBe(before);
    expect((await records(server, applicant.headers))[0]).toMatchObject({ email: A.email, send_state: 1 });
    expect((await server.get(PATHS.recommender.filed, {}, headers)).statusCode).toBe(200);
  });

  it('applies a confirmed change, keeps the referee draft, and restores it when the same address is invited again', async () => {
    const { token } = await invitationToken(server, A.email);
    const changed = await save([{ name: A.name, email: C.email }, B], 1);
    expect(changed.statusCode).toBe(200);
    expect((await records(server, applicant.headers)).map((record) => [record.row_number, record.email, record.send_state])).toEqual([
      [1, C.email, 0],
      [2, B.email, 0],
    ]);
    expect((await refereeLogin(server, token)).reply.statusCode).toBe(401);

    expect((await save([A, B], 1)).statusCode).toBe(200);
    server.clock.advance(61 * 1000);
    expect((await server.post(PATHS.apply.sendEmail, { row_number: 1 }, applicant.headers)).statusCode).toBe(200);
    const again = await refereeLogin(server, (await invitationToken(server, A.email)).token);
    const filed = (await server.get(PATHS.recommender.filed, {}, again.headers)).body.data as { value: Record<string, unknown> };
    expect(filed.value).toMatchObject({ referee_name: 'Ann draft' });
  });

  it('keeps earlier invitation links valid after a re-send and a reminder, until the letter is submitted', async () => {
    const first = await invitationToken(server, A.email);
    server.clock.advance(61 * 1000);
    expect((await server.post(PATHS.apply.sendEmail, { row_number: 1 }, applicant.headers)).statusCode).toBe(200);
    expect((await server.post(PATHS.apply.remind, { row_number: 1 }, applicant.headers)).statusCode).toBe(200);
    const latest = await invitationToken(server, A.email);
    expect(latest.token).not.toBe(first.token);
    expect((await refereeLogin(server, first.token)).reply.statusCode).toBe(200);

    await server.app.ctx.db.updateTable('recommendations').set({ write_state: 1, letter_state: 2 }).where('application_id', '=', applicant.applicationId).where('email', '=', A.email).execute();
    await server.app.ctx.db.deleteFrom('referee_links').execute();
    expect((await refereeLogin(server, first.token)).reply.statusCode).toBe(401);
    expect((await refereeLogin(server, latest.token)).reply.statusCode).toBe(200);
  });
});

describe('recommendations: an applicant cannot recommend themself', () => {
  const server = useTestServer();

  it('marks the own e-mail or phone next to the field on save, creates no recommendation for it, and refuses to invite it', async () => {
    const applicant = await applicantWithRecommenders(server, 'sc');
    const own = await server.app.ctx.db.selectFrom('users').select('email').where('id', '=', applicant.userId).executeTakeFirstOrThrow();
    await server.app.ctx.db.updateTable('users').set({ mobile: '+8613912345678', phone_code: '+86' }).where('id', '=', applicant.userId).execute();
    const values = recommenderValues([{ name: 'Me', email: (own.email ?? '').toUpperCase() }, A]);
    const rows = values.recommenders as Array<Record<string, unknown>>;
    rows[1] = { ...rows[1], phone: { code: '+86', number: '139 1234 5678' } };

    const reply = await server.post(PATHS.apply.basic, { menu_id: applicant.moduleId, value: JSON.stringify(values), version: 0 }, { ...applicant.headers, lang: 'en' });
    expect(reply.statusCode).toBe(200);
    const data = reply.body.data as SaveData;
    expect(data.state).toBe(1);
    const self = data.errors.filter((error) => error.keyword === 'selfRecommendation');
    expect(self).toEqual([
      { field: 'recommenders[0].email', keyword: 'selfRecommendation', message: 'You cannot name your own e-mail or phone number as a recommender' },
      { field: 'recommenders[1].phone', keyword: 'selfRecommendation', message: 'You cannot name your own e-mail or phone number as a recommender' },
    ]);
    expect(await records(server, applicant.headers)).toEqual([]);

    const send = await server.post(PATHS.apply.sendEmail, { row_number: 1 }, { ...applicant.headers, lang: 'sc' });
    expect(send.statusCode).toBe(400);
    expect(send.body.message).toBe('不能填写您本人的邮箱或手机号作为推荐人');
    expect(await records(server, applicant.headers)).toEqual([]);
  });
});
