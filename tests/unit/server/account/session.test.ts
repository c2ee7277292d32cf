import { describe, expect, it } from 'vitest';
import { HEADERS, PATHS } from '../../../../protocol';
import type { LoginData, NewMessageCount, UserInfoData } from '../../../../protocol/account';
import { DEMO_PASSWORD, demoEmail } from '../../../../server/seed/accounts';
import { hashPassword } from '../../../../server/services/account/passwords';
import { useTestServer } from '../suiteServer';
import { fromIp, GOOD_PASSWORD, lastMessage, mailCode, newMobile, smsCode } from './helpers';

describe('sessions, passwords, switching and deregistration', () => {
  const server = useTestServer();

  let calls = 0;
  const ip = () => fromIp(`10.6.200.${(calls += 1) % 250}`);
  const login = async (domain: string, account: string, password = DEMO_PASSWORD) => {
    const reply = await server.post(PATHS.account.login, { domain, type: 'password', account, password }, ip());
    return reply.body.data as LoginData;
  };
  const auth = (token: string) => ({ [HEADERS.token]: token });
  const userInfo = (token: string) => server.get(PATHS.account.userInfo, {}, auth(token));

  it('answers 401 without a token, with an unknown token and after the session expires', async () => {
    for (const path of [PATHS.account.userInfo, PATHS.account.countNewMessage]) {
      expect((await server.get(path)).body).toMatchObject({ status: 401, message: 'Your session has expired, please log in again' });
      expect((await server.get(path, {}, auth('not-a-token'))).statusCode).toBe(401);
    }
    for (const path of [PATHS.account.amend, PATHS.account.submitSwitchProject, PATHS.account.deregister, PATHS.account.logout]) {
      expect((await server.post(path, { old_password: 'Abcdef12', password: 'Abcdef12', confirm_password: 'Abcdef12', domain: 'sc' })).statusCode).toBe(401);
    }
    const { token } = await login('scu', demoEmail('scu'));
    expect((await userInfo(token)).statusCode).toBe(200);
    server.clock.advance(server.config.sessionTtlMs);
    const expired = await userInfo(token);
    expect(expired.body).toMatchObject({ status: 401 });
    expect((await server.get(PATHS.account.userInfo, {}, { ...auth(token), lang: 'sc' })).body.message).toBe('登录已过期，请重新登录');
  });

  it('answers the user info and the home page configuration', async () => {
    const { token } = await login('sc', demoEmail('sc'));
    const reply = await userInfo(token);
    const data = reply.body.data as UserInfoData;
    expect(data.user_info).toMatchObject({ email: demoEmail('sc'), name: 'Demo Applicant', org_id: 1006, application_state: 0, domain: 'sc' });
    expect(data.home_page_config.header.layout).toBe('schwarzman');
    expect(data.home_page_config.header.menu).toHaveLength(8);
    expect(data.home_page_config.main.layout_info).toEqual({ preview_layout: 'vert', show_referee: true, show_recommendation: true });
    expect(data.home_page_config.footer.contact).toHaveProperty('email', 'admissions@sc.example.org');
  });

  it('logs out: the token stops working at once, other sessions stay', async () => {
    const first = await login('scu', demoEmail('scu'));
    const second = await login('scu', demoEmail('scu'));
    const reply = await server.post(PATHS.account.logout, {}, auth(first.token));
    expect(reply.body).toMatchObject({ status: 200, message: 'You have logged out' });
    expect((await userInfo(first.token)).statusCode).toBe(401);
    expect((await server.post(PATHS.account.logout, {}, auth(first.token))).statusCode).toBe(401);
    expect((await userInfo(second.token)).statusCode).toBe(200);
  });

  it('counts unread messages: the project broadcasts and the user’s own, minus those read', async () => {
    const me = await server.applicant('xjtu');
    const other = await server.applicant('xjtu');
    const count = async () => ((await server.get(PATHS.account.countNewMessage, {}, me.headers)).body.data as NewMessageCount).count;
    const before = await count();
    const db = server.app.ctx.db;
    const projectId = await server.projectId('xjtu');
    const message = (userId: number | null, project = projectId) =>
      db.insertInto('messages').values({ project_id: project, user_id: userId, title: 't', body: 'b', created_at: server.clock.now() }).returning('id').executeTakeFirstOrThrow();
    const broadcast = await message(null);
    await message(me.userId);
    await message(other.userId);
    await message(null, await server.projectId('scu'));
    expect(await count()).toBe(before + 2);
    await db.insertInto('message_reads').values({ user_id: me.userId, message_id: broadcast.id, read_at: server.clock.now() }).execute();
    expect(await count()).toBe(before + 1);
    await db.insertInto('message_reads').values({ user_id: other.userId, message_id: broadcast.id, read_at: server.clock.now() }).execute();
    expect(await count()).toBe(before + 1);
  });

  it('sends reset codes with the same answer for unknown accounts; resetting ends every session', async () => {
    const email = demoEmail('xjtu');
    const session = await login('xjtu', email);
    const known = await server.post(PATHS.account.retrieverPassword, { domain: 'xjtu', email }, fromIp('10.6.1.1'));
    const unknown = await server.post(PATHS.account.retrieverPassword, { domain: 'xjtu', email: 'nobody@example.com' }, fromIp('10.6.1.2'));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toEqual(known.body);
    expect(await lastMessage(server, 'nobody@example.com')).toBeUndefined();
    const code = /\b(\d{6})\b/.exec((await lastMessage(server, email))?.body ?? '')?.[1] ?? '';

    const weak = await server.post(PATHS.account.resetPwd, { domain: 'xjtu', email, code, password: 'weak', confirm_password: 'weak' });
    expect(weak.body.message).toBe('The password needs at least 8 characters with upper-case and lower-case letters and a digit');
    const wrongCode = await server.post(PATHS.account.resetPwd, { domain: 'xjtu', email, code: code === '000000' ? '000001' : '000000', password: 'NewPass123', confirm_password: 'NewPass123' });
    expect(wrongCode.body.message).toBe('The verification code is incorrect or has expired');
    const reset = await server.post(PATHS.account.resetPwd, { domain: 'xjtu', email, code, password: 'NewPass123', confirm_password: 'NewPass123' });
    expect(reset.body).toMatchObject({ status: 200, message: 'The password has been reset, please log in again' });
    expect((await userInfo(session.token)).statusCode).toBe(401);
    const reuse = await server.post(PATHS.account.resetPwd, { domain: 'xjtu', email, code, password: 'NewPass456', confirm_password: 'NewPass456' });
    expect(reuse.statusCode).toBe(400);
    expect((await login('xjtu', email, 'NewPass123')).token).toBeTruthy();
    const loginCode = await mailCode(server, 'xjtu', 'nobody2@example.com', 'login', '10.6.1.3');
    const wrongPurpose = await server.post(PATHS.account.resetPwd, { domain: 'xjtu', email: 'nobody2@example.com', code: loginCode, password: 'NewPass123', confirm_password: 'NewPass123' });
    expect(wrongPurpose.statusCode).toBe(400);
  });

  it('resets by SMS too', async () => {
    const { mobile } = newMobile();
    const fast = await server.post(PATHS.account.login, { domain: 'itf', type: 'fast', mobile, code: await smsCode(server, 'itf', mobile, 'login', '10.6.2.1') }, ip());
    expect(fast.statusCode).toBe(200);
    server.clock.advance(61_000);
    await server.post(PATHS.account.retrieverPassword, { domain: 'itf', mobile }, fromIp('10.6.2.2'));
    const code = /\b(\d{6})\b/.exec((await lastMessage(server, `+86${mobile}`))?.body ?? '')?.[1] ?? '';
    const reset = await server.post(PATHS.account.resetPwd, { domain: 'itf', mobile, code, password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect((await userInfo((fast.body.data as LoginData).token)).statusCode).toBe(401);
    expect((await login('itf', mobile, GOOD_PASSWORD)).user_id).toBe((fast.body.data as LoginData).user_id);
  });

  it('changes the password when signed in, keeping this session and ending the others', async () => {
    const email = demoEmail('jcdc');
    const here = await login('jcdc', email);
    const elsewhere = await login('jcdc', email);
    const amend = (form: Record<string, string>, lang = 'en') => server.post(PATHS.account.amend, form, { ...auth(here.token), lang });
    expect((await amend({ old_password: 'Wrong1234', password: 'Changed123', confirm_password: 'Changed123' })).body).toMatchObject({ status: 400, message: 'The current password is incorrect' });
    expect((await amend({ old_password: DEMO_PASSWORD, password: 'Changed123', confirm_password: 'Changed124' }, 'tc')).body.message).toBe('兩次輸入的密碼不一致');
    expect((await amend({ old_password: DEMO_PASSWORD, password: 'changed', confirm_password: 'changed' })).statusCode).toBe(400);
    expect((await amend({ old_password: DEMO_PASSWORD, password: 'Changed123' })).body).toMatchObject({ status: 400, data: { field: 'confirm_password' } });
    const ok = await amend({ old_password: DEMO_PASSWORD, password: 'Changed123', confirm_password: 'Changed123' });
    expect(ok.body).toMatchObject({ status: 200, message: 'The password has been changed' });
    expect((await userInfo(here.token)).statusCode).toBe(200);
    expect((await userInfo(elsewhere.token)).statusCode).toBe(401);
    expect((await login('jcdc', email, 'Changed123')).token).toBeTruthy();
  });

  it('refuses a password change for temporary users', async () => {
    const free = (await server.post(PATHS.account.login, { domain: 'qyj', type: 'free' }, ip())).body.data as LoginData;
    const reply = await server.post(PATHS.account.amend, { old_password: 'x', password: 'Changed123', confirm_password: 'Changed123' }, auth(free.token));
    expect(reply.body).toMatchObject({ status: 403, message: 'Temporary users cannot change the password' });
  });

  it('switches to the same person’s account in another project, or refuses clearly', async () => {
    const db = server.app.ctx.db;
    const email = 'switcher@example.com';
    for (const domain of ['scu', 'data']) {
      await db.insertInto('users').values({ project_id: await server.projectId(domain), uid: `sw-${domain}`, email, mobile: null, phone_code: null, name: 'Switcher', password_hash: await hashPassword(GOOD_PASSWORD), activated: 1, is_free: 0, head_portrait: null, created_at: server.clock.now(), deleted_at: null }).execute();
    }
    const start = await login('scu', email, GOOD_PASSWORD);
    const switched = await server.post(PATHS.account.submitSwitchProject, { domain: 'data' }, auth(start.token));
    const data = switched.body.data as LoginData;
    expect(data).toMatchObject({ uid: 'sw-data', domain: 'data', org_id: 1002 });
    expect(((await userInfo(data.token)).body.data as UserInfoData).user_info.uid).toBe('sw-data');
    const byId = await server.post(PATHS.account.submitSwitchProject, { project_id: await server.projectId('data') }, auth(start.token));
    expect(byId.statusCode).toBe(200);
    const none = await server.post(PATHS.account.submitSwitchProject, { domain: 'itf' }, { ...auth(start.token), lang: 'en' });
    expect(none.body).toMatchObject({ status: 404, message: 'You have no account in that project, please register there first' });
    const unknown = await server.post(PATHS.account.submitSwitchProject, { domain: 'nowhere' }, auth(start.token));
    expect(unknown.body).toMatchObject({ status: 404, message: 'The project does not exist' });
    const missing = await server.post(PATHS.account.submitSwitchProject, {}, auth(start.token));
    expect(missing.body).toMatchObject({ status: 400, data: { field: 'project_id' } });
  });

  it('deregisters only on ssm projects (with the password), freeing the e-mail and ending sessions', async () => {
    const scu = await login('scu', demoEmail('scu'));
    const refused = await server.post(PATHS.account.deregister, {}, { ...auth(scu.token), lang: 'en' });
    expect(refused.body).toMatchObject({ status: 403, message: 'Account deregistration is not available for this project' });

    const sc = await login('sc', demoEmail('sc'));
    const other = await server.applicant('sc');
    const wrongUser = await server.post(PATHS.account.deregister, { user_id: other.userId }, auth(sc.token));
    expect(wrongUser.statusCode).toBe(403);
    const done = await server.post(PATHS.account.deregister, { user_id: sc.user_id, password: DEMO_PASSWORD }, auth(sc.token));
    expect(done.body).toMatchObject({ status: 200, message: 'The account has been deregistered' });
    expect((await userInfo(sc.token)).statusCode).toBe(401);
    const row = await server.app.ctx.db.selectFrom('users').selectAll().where('id', '=', sc.user_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: null, mobile: null });
    expect(row.deleted_at).not.toBeNull();
    const again = await server.post(PATHS.account.login, { domain: 'sc', type: 'password', account: demoEmail('sc'), password: DEMO_PASSWORD }, ip());
    expect(again.body.message).toBe('The account or password is incorrect');
    expect((await userInfo(other.headers[HEADERS.token] ?? '')).statusCode).toBe(200);
  });
});
