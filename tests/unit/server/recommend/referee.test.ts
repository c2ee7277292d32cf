import { beforeAll, describe, expect, it } from 'vitest';
import { getFixture } from '../../../../fixtures';
import { PATHS } from '../../../../protocol';
import { useTestServer } from '../suiteServer';
import { lastCode } from '../account/helpers';
import { applicantWithRecommenders, invitationToken, records, refereeLogin, type TestApplicant } from './helpers';

const A = { name: 'Ann Lee', email: 'ann@example.edu' };
const B = { name: 'Bo Chen', email: 'bo@example.edu' };
const letterFixture = getFixture('sc-recommendation-letter');
const complete = letterFixture.valid[0]!.values;
const MARKER = 'PRIVATE-LETTER-MARKER';

interface Saved {
  version: number;
  errors: Array<{ field: string; keyword: string }>;
  complete: boolean;
}

describe('recommendations: the referee side', () => {
  const server = useTestServer();
  let applicant: TestApplicant;
  let annHeaders: Record<string, string>;
  let boHeaders: Record<string, string>;
  const save = (headers: Record<string, string>, value: unknown, version: number, lang = 'en') =>
    server.post(PATHS.recommender.save, { value: JSON.stringify(value), version }, { ...headers, lang });

  beforeAll(async () => {
    applicant = await applicantWithRecommenders(server, 'sc', [A, B]);
    await server.post(PATHS.apply.sendEmail, { row_number: 1 }, applicant.headers);
    await server.post(PATHS.apply.sendEmail, { row_number: 2 }, applicant.headers);
  });

  it('logs a referee in with the link and answers who they write for', async () => {
    const { token } = await invitationToken(server, A.email);
    const { reply, headers } = await refereeLogin(server, token);
    annHeaders = headers;
    expect(reply.statusCode).toBe(200);
    expect(reply.body.data).toMatchObject({
      info: { isReferee: true, name: A.name, email: A.email, applicant_name: 'Test Applicant', project: { domain: 'sc', title: 'Schwarzman Scholars' }, writeState: 0, letter_state: 1 },
    });
    boHeaders = (await refereeLogin(server, (await invitationToken(server, B.email)).token)).headers;
  });

  it('checks the e-mail when one is given, and refuses unknown links with a translated message', async () => {
    const { token } = await invitationToken(server, A.email);
    expect((await server.post(PATHS.recommender.login, { token, email: ' ANN@example.edu' })).statusCode).toBe(200);
    const wrong = await server.post(PATHS.recommender.login, { token, email: 'bo@example.edu' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body.message).toBe('The e-mail does not match this invitation');
    const messages = await Promise.all(
      ['en', 'sc', 'tc'].map(async (lang) => (await server.post(PATHS.recommender.login, { token: 'made-up' }, { lang })).body.message),
    );
    expect(messages).toEqual(['This invitation link is no longer valid', '该邀请链接已失效', '該邀請鏈接已失效']);
    expect((await server.post(PATHS.recommender.login, {})).statusCode).toBe(400);
  });

  it('opens no session from the link alone: without the e-mail code it only names the invitation', async () => {
    const { token } = await invitationToken(server, A.email);
    const named = await server.post(PATHS.recommender.login, { token });
    expect(named.statusCode).toBe(200);
    expect(named.body.data).toMatchObject({ token: null, info: { isReferee: true, email: A.email } });
    const sessions = await server.app.ctx.db.selectFrom('sessions').select('token_hash').where('recommendation_id', 'is not', null).execute();
    const before = sessions.length;
    await server.post(PATHS.recommender.login, { token, email: A.email });
    expect(await server.app.ctx.db.selectFrom('sessions').select('token_hash').where('recommendation_id', 'is not', null).execute()).toHaveLength(before);
  });

  it('checks an e-mail code when one is given: a wrong code is refused, the right one opens the session once', async () => {
    const { token } = await invitationToken(server, B.email);
    expect((await server.post(PATHS.account.sendMailCode, { domain: 'sc', email: B.email, purpose: 'login' })).statusCode).toBe(200);
    const code = await lastCode(server, B.email);
    const wrong = await server.post(PATHS.recommender.login, { token, email: B.email, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    const right = await server.post(PATHS.recommender.login, { token, email: B.email, code });
    expect(right.statusCode).toBe(200);
    expect((right.body.data as { token: string }).token).toMatch(/\S{20,}/);
    expect((await server.post(PATHS.recommender.login, { token, email: B.email, code })).statusCode).toBe(400);
  });

  it('shows the applicant info: name, project, batch and track, and the referee’s own details only', async () => {
    const get = await server.get(PATHS.recommender.applicantInfo, {}, annHeaders);
    expect(get.statusCode).toBe(200);
    const year = new Date(server.clock.now()).getUTCFullYear() + 1;
    expect(get.body.data).toEqual({
      applicant: { name: 'Test Applicant' },
      project: { domain: 'sc', title: 'Schwarzman Scholars' },
      batch: `Autumn ${year}`,
      track: 'Academic master',
      recommender: { name: A.name, email: A.email },
      writeState: 0,
      letter_state: 1,
    });
    const post = await server.post(PATHS.recommender.applicantInfo, {}, { ...annHeaders, lang: 'sc' });
    expect(post.body.data).toMatchObject({ project: { title: '苏世民学者项目' }, track: '学术型硕士' });
    expect(JSON.stringify(post.body.data)).not.toContain(B.email);
  });

  it('serves the letter form and saves partial letters with their validation errors', async () => {
    const filed = await server.get(PATHS.recommender.filed, {}, annHeaders);
    expect(filed.statusCode).toBe(200);
    const form = filed.body.data as { fields: Array<{ field: string }>; value: object; version: number; menu: { referee: number } };
    expect(form.menu.referee).toBe(2);
    expect(form.fields.map((field) => field.field)).toContain('letter');
    expect(form).toMatchObject({ value: {}, version: 0 });

    let version = 0;
    for (const invalid of letterFixture.invalid) {
      const { letter_file: files, ...withoutFiles } = invalid.values;
      if (files !== undefined) {
        // A made-up file record names no upload of this referee: refused outright, naming the field.
        const refused = await save(annHeaders, invalid.values, version);
        expect(refused.body, invalid.name).toMatchObject({ status: 400, data: { field: 'letter_file' } });
      }
      const reply = await save(annHeaders, withoutFiles, version);
      expect(reply.statusCode).toBe(200);
      const data = reply.body.data as Saved;
      expect(data.complete).toBe(false);
      const pairs = (errors: Array<{ field: string; keyword: string }>) => errors.map(({ field, keyword }) => `${field}/${keyword}`).sort();
      expect(pairs(data.errors)).toEqual(pairs(invalid.errors.filter((error) => error.field !== 'letter_file')));
      version = data.version;
    }
    const stale = await save(annHeaders, complete, 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.body.data).toEqual({ version });
    const good = await save(annHeaders, { ...complete, letter: `${String(complete.letter)} ${MARKER}`, writeState: 1 }, version);
    expect(good.body.data).toMatchObject({ complete: true, errors: [], version: version + 1, writeState: 0 });
    const reread = (await server.get(PATHS.recommender.filed, {}, annHeaders)).body.data as { value: Record<string, unknown>; version: number };
    expect(reread.value.letter).toContain(MARKER);
    expect(reread.value.writeState).toBeUndefined();
    expect(reread.version).toBe(version + 1);
  });

  it('answers 400 naming the field for bad letter input', async () => {
    const notJson = await server.post(PATHS.recommender.save, { value: '{oops', version: 0 }, annHeaders);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.body.data).toEqual({ field: 'value' });
    expect((await server.post(PATHS.recommender.save, { value: '[1]', version: 0 }, annHeaders)).body.data).toEqual({ field: 'value' });
    expect((await server.post(PATHS.recommender.save, { value: '{}' }, annHeaders)).body.data).toEqual({ field: 'version' });
  });

  it('keeps each referee to their own letter; applicant tokens and no token are refused', async () => {
    const bo = (await server.get(PATHS.recommender.filed, { id: 1 }, boHeaders)).body.data as { value: object };
    expect(JSON.stringify(bo)).not.toContain(MARKER);
    expect(bo.value).toEqual({});
    for (const headers of [applicant.headers, {}]) {
      expect((await server.get(PATHS.recommender.filed, {}, headers)).statusCode).toBe(401);
      expect((await server.get(PATHS.recommender.applicantInfo, {}, headers)).statusCode).toBe(401);
      expect((await server.post(PATHS.recommender.save, { value: '{}', version: 0 }, headers)).statusCode).toBe(401);
      expect((await server.post(PATHS.recommender.submit, {}, headers)).statusCode).toBe(401);
    }
  });

  it('refuses to submit an incomplete letter, then submits a complete one: read-only afterwards', async () => {
    const incomplete = await server.post(PATHS.recommender.submit, {}, boHeaders);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.body.message).toBe('The letter is incomplete; please correct the marked fields');
    expect((incomplete.body.data as { errors: unknown[] }).errors.length).toBeGreaterThan(0);

    const submitted = await server.post(PATHS.recommender.submit, {}, { ...annHeaders, lang: 'sc' });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.body).toMatchObject({ message: '推荐信已提交，谢谢', data: { writeState: 1, letter_state: 2, complete: true } });

    const again = await save(annHeaders, complete, 99);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('The letter has been submitted and can no longer be modified');
    expect((await server.post(PATHS.recommender.submit, {}, annHeaders)).statusCode).toBe(409);
    const filed = (await server.get(PATHS.recommender.filed, {}, annHeaders)).body.data as { value: Record<string, unknown>; writeState: number };
    expect(filed.writeState).toBe(1);
    expect(filed.value.writeState).toBe(1);
    const relogin = await refereeLogin(server, (await invitationToken(server, A.email)).token);
    expect(relogin.reply.body.data).toMatchObject({ info: { writeState: 1, letter_state: 2 } });
  });

  it('submits values sent with the submit call after saving them', async () => {
    const version = ((await server.get(PATHS.recommender.filed, {}, boHeaders)).body.data as { version: number }).version;
    const reply = await server.post(PATHS.recommender.submit, { value: JSON.stringify(complete), version }, boHeaders);
    expect(reply.statusCode).toBe(200);
    expect(reply.body.data).toMatchObject({ version: version + 1, writeState: 1 });
  });

  it('shows the applicant statuses 0 → 1 → 2 and never the letter itself', async () => {
    const list = await records(server, applicant.headers);
    expect(list.map((rec) => [rec.send_state, rec.write_state, rec.letter_state])).toEqual([
      [1, 1, 2],
      [1, 1, 2],
    ]);
    for (const path of [PATHS.apply.checkSendEmailState, PATHS.batch.letterList]) {
      const reply = await server.get(path, {}, applicant.headers);
      expect(reply.raw.body).not.toContain(MARKER);
      expect(reply.raw.body).not.toContain('"value"');
    }
    const remind = await server.post(PATHS.apply.remind, { row_number: 1 }, applicant.headers);
    expect(remind.statusCode).toBe(409);
    const resend = await server.post(PATHS.apply.sendEmail, { row_number: 1 }, applicant.headers);
    expect(resend.statusCode).toBe(409);
    expect(resend.raw.body).not.toContain(MARKER);
    const change = await server.post(PATHS.apply.updateEmailSendStatus, { row_number: 1, email: 'new@example.edu' }, applicant.headers);
    expect(change.statusCode).toBe(409);
    expect(change.body.message).toBe('The recommender has already written the letter; this can no longer be changed');
  });
});
