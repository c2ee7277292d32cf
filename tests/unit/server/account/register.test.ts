import { describe, expect, it } from 'vitest';
import { HEADERS, PATHS } from '../../../../protocol';
import type { LoginData, RegisterEmailData } from '../../../../protocol/account';
import { useTestServer } from '../suiteServer';
import { fromIp, GOOD_PASSWORD, lastMessage, newMobile, smsCode, solvedCaptcha } from './helpers';

describe('registration and e-mail activation', () => {
  const server = useTestServer();

  let calls = 0;
  // Each call from its own address, so that the per-address rate-limit backstop (20 a minute) stays out of the way.
  const register = async (form: Record<string, string>, headers: Record<string, string> = {}) =>
    server.post(
      PATHS.account.register,
      { domain: 'scu', name: '李雷', password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD, ...(await solvedCaptcha(server)), ...form },
      fromIp(`10.4.200.${(calls += 1)}`, headers),
    );
  const passwordLogin = (account: string, password = GOOD_PASSWORD) =>
    server.post(PATHS.account.login, { domain: 'scu', type: 'password', account, password }, fromIp('10.4.9.9'));

  it('registers by e-mail, refuses login until the one-time link is opened, then shows the link as expired', async () => {
    const reply = await register({ email: 'New.User@Example.com' });
    expect(reply.body).toMatchObject({ status: 200 });
    expect(reply.body.data).toEqual({ email: 'new.user@example.com', activated: 0 } satisfies RegisterEmailData);
    expect(reply.body.message).toContain('new.user@example.com');

    const refused = await passwordLogin('new.user@example.com');
    expect(refused.body).toMatchObject({ status: 403, message: 'The account is not activated, please check your e-mail or junk folder' });

    const mail = await lastMessage(server, 'new.user@example.com');
    expect(mail?.subject).toBe('Sichuan University Graduate Admissions: activate your account');
    expect(mail?.link).toMatch(new RegExp(`^${server.config.publicUrl}/scu/apply/#/email\\?token=[\\w-]{43}$`));
    const token = new URL((mail?.link ?? '').replace('#/email', 'email')).searchParams.get('token') ?? '';
    const stored = await server.app.ctx.db.selectFrom('codes').select('code_hash').where('purpose', '=', 'activate').execute();
    expect(stored.some((row) => row.code_hash.includes(token))).toBe(false);

    const activated = await server.post(PATHS.account.activate, { token });
    expect(activated.body).toMatchObject({ status: 200, data: { domain: 'scu', email: 'new.user@example.com' } });
    expect((await passwordLogin('NEW.USER@example.com')).statusCode).toBe(200);

    const reused = await server.post(PATHS.account.activate, { token }, { lang: 'en' });
    expect(reused.body).toMatchObject({ status: 400, message: 'The link has expired' });
    const reusedSc = await server.post(PATHS.account.activate, { token }, { lang: 'sc' });
    expect(reusedSc.body.message).toBe('链接已失效');
    expect((await server.post(PATHS.account.activate, { token: 'made-up' })).body.message).toBe('The link has expired');
    expect((await server.post(PATHS.account.activate, {})).body).toMatchObject({ status: 400, data: { field: 'token' } });
  });

  it('re-sends the activation link (throttled like codes); the old link stops working; links expire', async () => {
    await register({ email: 'resend@example.com' }, fromIp('10.4.1.1'));
    const first = (await lastMessage(server, 'resend@example.com'))?.link ?? '';
    const early = await server.post(PATHS.account.sendActiveEmail, { domain: 'scu', email: 'resend@example.com' }, fromIp('10.4.1.2'));
    expect(early.statusCode).toBe(429);
    expect(early.raw.headers['retry-after']).toBeDefined();
    server.clock.advance(61_000);
    const again = await server.post(PATHS.account.sendActiveEmail, { domain: 'scu', email: 'resend@example.com' }, fromIp('10.4.1.3'));
    expect(again.statusCode).toBe(200);
    const second = (await lastMessage(server, 'resend@example.com'))?.link ?? '';
    expect(second).not.toBe(first);
    const tokenOf = (link: string) => link.split('token=')[1] ?? '';
    expect((await server.post(PATHS.account.activate, { token: tokenOf(first) })).statusCode).toBe(400);
    server.clock.advance(24 * 3600 * 1000 + 1);
    expect((await server.post(PATHS.account.activate, { token: tokenOf(second) })).body.message).toBe('The link has expired');
    const unknown = await server.post(PATHS.account.sendActiveEmail, { domain: 'scu', email: 'nobody@example.com' }, fromIp('10.4.1.4'));
    expect(unknown.body.message).toBe(again.body.message);
  });

  it('registers by phone with an SMS code and signs in at once', async () => {
    const { mobile } = newMobile();
    const code = await smsCode(server, 'scu', mobile, 'register', '10.4.2.1');
    const reply = await register({ mobile, phone_code: '+86', code });
    expect(reply.statusCode).toBe(200);
    const data = reply.body.data as LoginData;
    expect(data).toMatchObject({ mobile, phone_code: '+86', name: '李雷', email: null, application_state: 0, is_free: 0, org_id: 1001 });
    const info = await server.get(PATHS.account.userInfo, {}, { [HEADERS.token]: data.token });
    expect(info.statusCode).toBe(200);
    expect((await passwordLogin(mobile)).statusCode).toBe(200);
  });

  it('refuses a phone registration with a wrong, missing or wrong-purpose code', async () => {
    const { mobile } = newMobile();
    const login = await smsCode(server, 'scu', mobile, 'login', '10.4.3.1');
    expect((await register({ mobile, code: login })).body).toMatchObject({ status: 400, message: 'The verification code is incorrect or has expired' });
    expect((await register({ mobile })).body).toMatchObject({ status: 400, data: { field: 'code' } });
  });

  it('answers a second e-mail registration like the first (the owner is told by e-mail), whatever the case of the e-mail', async () => {
    const first = await register({ email: 'twice@example.com' });
    server.clock.advance(61_000);
    const again = await register({ email: 'TWICE@example.com' });
    expect(again.body).toEqual(first.body);
    expect((await lastMessage(server, 'twice@example.com'))?.subject).toBe('Sichuan University Graduate Admissions: this e-mail address already has an account');
    const otherProject = await register({ email: 'twice@example.com', domain: 'data' });
    expect(otherProject.statusCode).toBe(200);
  });

  it('tells the holder of a registered number (the SMS code proves it) to log in instead', async () => {
    const { mobile } = newMobile();
    await register({ mobile, code: await smsCode(server, 'scu', mobile, 'register', '10.4.4.1') });
    server.clock.advance(61_000);
    const dup = await register({ mobile, code: await smsCode(server, 'scu', mobile, 'register', '10.4.4.2') });
    expect(dup.body).toMatchObject({ status: 409, message: 'This number already has an account. Please log in, or reset the password if you have forgotten it' });
    server.clock.advance(61_000);
    const tc = await register({ mobile, code: await smsCode(server, 'scu', mobile, 'register', '10.4.4.3') }, { lang: 'tc' });
    expect(tc.body.message).toBe('該手機號已註冊，請直接登錄；如忘記密碼，請重置密碼');
  });

  it('applies the password policy and asks for matching passwords', async () => {
    for (const weak of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      const reply = await register({ email: 'weak@example.com', password: weak, confirm_password: weak });
      expect(reply.body).toMatchObject({ status: 400, message: 'The password needs at least 8 characters with upper-case and lower-case letters and a digit' });
    }
    const mismatch = await register({ email: 'weak@example.com', confirm_password: 'Abcdef13' }, { lang: 'sc' });
    expect(mismatch.body).toMatchObject({ status: 400, message: '两次输入的密码不一致', data: { field: 'confirm_password' } });
  });

  it('checks phone, e-mail, name and project input', async () => {
    expect((await register({ mobile: '1234' })).body.message).toBe('The phone number format is incorrect');
    expect((await register({ email: 'a@b' })).body.message).toBe('The e-mail format is incorrect');
    expect((await register({ email: 'x@example.com', name: '   ' })).body).toMatchObject({ status: 400, data: { field: 'name' } });
    expect((await register({})).body).toMatchObject({ status: 400, data: { field: 'email' } });
    expect((await register({ email: 'x@example.com', domain: 'nowhere' })).body.status).toBe(404);
    const noName = await server.post(PATHS.account.register, { domain: 'scu', email: 'y@example.com', password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD });
    expect(noName.body).toMatchObject({ status: 400, data: { field: 'name' } });
  });
});
