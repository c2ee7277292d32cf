import { describe, expect, it } from 'vitest';
import { HEADERS, PATHS } from '../../../../protocol';
import type { LoginData } from '../../../../protocol/account';
import { DEMO_PASSWORD, demoEmail } from '../../../../server/seed/accounts';
import { useTestServer } from '../suiteServer';
import { fromIp, mailCode, newMobile, smsCode } from './helpers';

describe('login', () => {
  const server = useTestServer();

  let calls = 0;
  const login = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    server.post(PATHS.account.login, { domain: 'scu', ...form }, fromIp(`10.5.200.${(calls += 1) % 250}`, headers));

  it('logs the demo applicant in by password and answers the user info with a token', async () => {
    const reply = await login({ type: 'password', account: demoEmail('scu'), password: DEMO_PASSWORD });
    expect(reply.body.status).toBe(200);
    const data = reply.body.data as LoginData;
    expect(data).toMatchObject({ email: 'demo@scu.example.com', application_state: 0, org_id: 1001, is_free: 0, project_id: await server.projectId('scu') });
    expect(data.token).toMatch(/^[\w-]{43}$/);
    expect(typeof data.uid).toBe('string');
    expect(typeof data.user_id).toBe('number');
    expect(data).toHaveProperty('head_portrait', null);
    const session = await server.app.ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', data.user_id).executeTakeFirstOrThrow();
    expect(session.token_hash).not.toBe(data.token);
    expect(session.expires_at - server.clock.now()).toBe(server.config.sessionTtlMs);
  });

  it('seeds a demo applicant for every project but the free one, idempotently', async () => {
    const { seedAccounts } = await import('../../../../server/seed/accounts');
    const projects = new Map((await server.app.ctx.db.selectFrom('projects').select(['domain', 'id']).execute()).map((row) => [row.domain, row.id]));
    await seedAccounts(server.app.ctx.db, projects, server.clock.now());
    const demo = await server.app.ctx.db.selectFrom('users').select('email').where('email', 'like', 'demo@%').execute();
    expect(demo.map((row) => row.email).sort()).toEqual(['data', 'itf', 'jcdc', 'sc', 'scu', 'xjtu'].map(demoEmail).sort());
  });

  it('reads application_state from the applications table', async () => {
    const user = await server.app.ctx.db.selectFrom('users').select('id').where('email', '=', demoEmail('data')).executeTakeFirstOrThrow();
    const projectId = await server.projectId('data');
    const now = server.clock.now();
    await server.app.ctx.db
      .insertInto('applications')
      .values({ user_id: user.id, project_id: projectId, batch_id: null, track_id: null, status: 'submitted', submitted_at: now, acknowledged: 1, signature_file_id: null, review_status: 'pending', review_reason: null, extra: '{}', created_at: now, updated_at: now })
      .execute();
    const reply = await login({ domain: 'data', type: 'password', account: demoEmail('data'), password: DEMO_PASSWORD });
    expect((reply.body.data as LoginData).application_state).toBe(2);
  });

  it('logs in by e-mail code', async () => {
    const code = await mailCode(server, 'scu', demoEmail('scu'), 'login');
    const reply = await login({ type: 'email_code', email: demoEmail('scu'), code });
    expect((reply.body.data as LoginData).email).toBe(demoEmail('scu'));
    const unknownCode = await mailCode(server, 'scu', 'unknown@example.com', 'login', '10.5.0.2');
    const unknown = await login({ type: 'email_code', email: 'unknown@example.com', code: unknownCode });
    expect(unknown.body).toMatchObject({ status: 400, message: 'The account or password is incorrect' });
  });

  it('logs in by SMS code only with an existing account; fast login creates it', async () => {
    const { mobile } = newMobile();
    const first = await smsCode(server, 'scu', mobile, 'login', '10.5.1.1');
    const refused = await login({ type: 'sms_code', mobile, code: first });
    expect(refused.body).toMatchObject({ status: 400, message: 'The account or password is incorrect' });
    server.clock.advance(61_000);
    const fastCode = await smsCode(server, 'scu', mobile, 'login', '10.5.1.2');
    const fast = await login({ type: 'fast', mobile, phone_code: '+86', code: fastCode });
    const created = fast.body.data as LoginData;
    expect(created).toMatchObject({ mobile, phone_code: '+86', is_free: 0 });
    server.clock.advance(61_000);
    const again = await login({ type: 'fast', mobile, code: await smsCode(server, 'scu', mobile, 'login', '10.5.1.3') });
    expect((again.body.data as LoginData).user_id).toBe(created.user_id);
    server.clock.advance(61_000);
    const sms = await login({ type: 'sms_code', mobile, code: await smsCode(server, 'scu', mobile, 'login', '10.5.1.4') });
    expect((sms.body.data as LoginData).user_id).toBe(created.user_id);
    expect((await login({ type: 'fast', mobile })).body).toMatchObject({ status: 400, data: { field: 'code' } });
  });

  it('allows password-free login only on the free project, creating a temporary user each time', async () => {
    const first = await login({ domain: 'qyj', type: 'free' });
    const data = first.body.data as LoginData;
    expect(data).toMatchObject({ is_free: 1, email: null, mobile: null, org_id: 1007 });
    const row = await server.app.ctx.db.selectFrom('users').selectAll().where('id', '=', data.user_id).executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    const info = await server.get(PATHS.account.userInfo, {}, { [HEADERS.token]: data.token });
    expect(info.body.data).toMatchObject({ user_info: { is_free: 1 } });
    const second = await login({ domain: 'qyj', type: 'free' });
    expect((second.body.data as LoginData).user_id).not.toBe(data.user_id);
    for (const domain of ['scu', 'sc']) {
      const refused = await login({ domain, type: 'free' });
      expect(refused.body).toMatchObject({ status: 403, message: 'Password-free login is not available for this project' });
    }
    const sc = await login({ type: 'free' }, { lang: 'sc' });
    expect(sc.body.message).toBe('该项目不支持免密登录');
  });

  it('answers unknown accounts exactly like wrong passwords', async () => {
    const wrong = await login({ type: 'password', account: demoEmail('scu'), password: 'Wrong1234' });
    const unknown = await login({ type: 'password', account: 'nobody@example.com', password: 'Wrong1234' });
    const phone = await login({ type: 'password', account: '13900000000', password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(400);
    for (const other of [unknown, phone]) {
      expect(other.statusCode).toBe(wrong.statusCode);
      expect(other.body).toEqual(wrong.body);
      expect(other.raw.headers['retry-after']).toBeUndefined();
    }
    const tc = await login({ type: 'password', account: 'nobody@example.com', password: 'x' }, { lang: 'tc' });
    expect(tc.body.message).toBe('賬號或密碼錯誤');
  });

  it('locks an account for 15 minutes after 5 failures, known or unknown alike', async () => {
    for (const account of [demoEmail('jcdc'), 'ghost@example.com']) {
      const attempt = (password: string) => login({ domain: 'jcdc', type: 'password', account, password });
      for (let i = 0; i < 5; i += 1) expect((await attempt('Wrong1234')).statusCode).toBe(400);
      const locked = await attempt(DEMO_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.raw.headers['retry-after']).toBe('900');
      expect(locked.body.message).toBe('Too many failed attempts, please try again in 15 minutes');
      server.clock.advance(10 * 60 * 1000);
      expect((await attempt(DEMO_PASSWORD)).raw.headers['retry-after']).toBe('300');
      server.clock.advance(5 * 60 * 1000);
    }
    const open = await login({ domain: 'jcdc', type: 'password', account: demoEmail('jcdc'), password: DEMO_PASSWORD });
    expect(open.statusCode).toBe(200);
  });

  it('counts failures within 15 minutes only, and a success clears them', async () => {
    const attempt = (password: string) => login({ domain: 'itf', type: 'password', account: demoEmail('itf'), password });
    for (let i = 0; i < 4; i += 1) await attempt('Wrong1234');
    server.clock.advance(15 * 60 * 1000);
    for (let i = 0; i < 4; i += 1) expect((await attempt('Wrong1234')).statusCode).toBe(400);
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await attempt('Wrong1234');
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers in the language of the lang header', async () => {
    const expected = { sc: '账号或密码错误', tc: '賬號或密碼錯誤', en: 'The account or password is incorrect' };
    for (const [lang, message] of Object.entries(expected)) {
      const reply = await login({ domain: 'xjtu', type: 'password', account: 'lang@example.com', password: 'x' }, { lang });
      expect(reply.body).toMatchObject({ status: 400, message });
    }
    const success = await login({ domain: 'xjtu', type: 'password', account: demoEmail('xjtu'), password: DEMO_PASSWORD }, { lang: 'sc' });
    expect(success.body.message).toBe('登录成功');
  });

  it('refuses bad login input with 400 naming the field', async () => {
    expect((await login({ type: 'magic' })).body).toMatchObject({ status: 400, data: { field: 'type' } });
    expect((await login({})).body).toMatchObject({ status: 400, data: { field: 'type' } });
    expect((await login({ type: 'password', password: 'x' })).body).toMatchObject({ status: 400, data: { field: 'account' } });
    expect((await login({ type: 'password', account: 'a@b.com' })).body).toMatchObject({ status: 400, data: { field: 'password' } });
    expect((await login({ type: 'email_code', email: 'bad', code: '123456' })).body.message).toBe('The e-mail format is incorrect');
    expect((await login({ type: 'sms_code', mobile: '123', code: '123456' })).body.message).toBe('The phone number format is incorrect');
    const noProject = await server.post(PATHS.account.login, { type: 'free' });
    expect(noProject.body).toMatchObject({ status: 400, data: { field: 'project_id' } });
  });
});
