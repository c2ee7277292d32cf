import { describe, expect, it } from 'vitest';
import { HEADERS, PATHS } from '../../../../protocol';
import type { LoginData, UserInfoData } from '../../../../protocol/account';
import { LOCK_WINDOW_MS, MAX_LOGIN_FAILURES } from '../../../../server/services/account/lockout';
import { useTestServer } from '../suiteServer';
import { freshAddresses, GOOD_PASSWORD, newMobile, registerPhoneAccount, smsCode } from '../account/helpers';

/**
 * Deregistration (ssm projects) needs more than a session: the account's password, or a fresh deregistration code sent
 * to its phone or e-mail (accounts made by fast login have no password). Wrong passwords count against the lockout.
 */
describe('deregistration needs the password or a fresh code', () => {
  const server = useTestServer();
  const from = freshAddresses(63);

  const auth = (token: string) => ({ [HEADERS.token]: token, ...from() });
  const deregister = (token: string, form: Record<string, string> = {}) => server.post(PATHS.account.deregister, { domain: 'sc', ...form }, auth(token));
  const userInfo = (token: string) => server.get(PATHS.account.userInfo, {}, auth(token));

  const passwordAccount = () => registerPhoneAccount(server, 'sc', { codeIp: '10.63.250.1', headers: from() });

  async function fastAccount(): Promise<{ mobile: string; token: string }> {
    const { mobile } = newMobile();
    const code = await smsCode(server, 'sc', mobile, 'login', '10.63.250.2');
    const reply = await server.post(PATHS.account.login, { domain: 'sc', type: 'fast', mobile, code }, from());
    expect(reply.statusCode, reply.body.message).toBe(200);
    return { mobile, token: (reply.body.data as LoginData).token };
  }

  it('a session alone deregisters nothing: the answer asks for the password and the account stays', async () => {
    const { token } = await passwordAccount();
    const reply = await deregister(token);
    expect(reply.body).toMatchObject({ status: 400, message: 'Please enter your password (or a verification code) to confirm the deregistration', data: { field: 'password' } });
    expect((await userInfo(token)).statusCode).toBe(200);
  });

  it('a wrong password is refused and counts against the lockout: after five, even the right one waits', async () => {
    const { mobile, token } = await passwordAccount();
    for (let attempt = 0; attempt < MAX_LOGIN_FAILURES; attempt += 1) {
      const wrong = await deregister(token, { password: `Wrong${attempt}Harbor` });
      expect(wrong.body).toMatchObject({ status: 400, message: 'The current password is incorrect', data: { field: 'password' } });
    }
    const locked = await deregister(token, { password: GOOD_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect((await userInfo(token)).statusCode).toBe(200);

    server.clock.advance(LOCK_WINDOW_MS + 1);
    const done = await deregister(token, { password: GOOD_PASSWORD });
    expect(done.body).toMatchObject({ status: 200, message: 'The account has been deregistered' });
    expect((await userInfo(token)).statusCode).toBe(401);
    const again = await server.post(PATHS.account.login, { domain: 'sc', type: 'password', account: mobile, password: GOOD_PASSWORD }, from());
    expect(again.statusCode).toBe(400);
  });

  it('an account made by fast login has no password: user info says so, and only a fresh deregistration code confirms', async () => {
    const { mobile, token } = await fastAccount();
    expect(((await userInfo(token)).body.data as UserInfoData).user_info.has_password).toBe(0);
    expect((await deregister(token)).body).toMatchObject({ status: 400, data: { field: 'code' } });
    expect((await deregister(token, { password: GOOD_PASSWORD })).statusCode).toBe(400);

    server.clock.advance(61_000);
    const loginCode = await smsCode(server, 'sc', mobile, 'login', '10.63.250.3');
    expect((await deregister(token, { code: loginCode })).body).toMatchObject({ status: 400, data: { field: 'code' } });
    expect((await userInfo(token)).statusCode).toBe(200);

    server.clock.advance(61_000);
    const code = await smsCode(server, 'sc', mobile, 'deregister', '10.63.250.4');
    expect((await deregister(token, { code })).body).toMatchObject({ status: 200, message: 'The account has been deregistered' });
    expect((await userInfo(token)).statusCode).toBe(401);
  });

  it('user info tells a password account apart, and its password is not the only way: a deregistration code works too', async () => {
    const { mobile, token } = await passwordAccount();
    expect(((await userInfo(token)).body.data as UserInfoData).user_info.has_password).toBe(1);
    server.clock.advance(61_000);
    const code = await smsCode(server, 'sc', mobile, 'deregister', '10.63.250.5');
    expect((await deregister(token, { code })).statusCode).toBe(200);
  });

  it('deregistration codes reach existing accounts only, with the same answer for unknown numbers', async () => {
    const { mobile } = newMobile();
    const sent = await server.post(PATHS.public.sendSms, { domain: 'sc', mobile, purpose: 'deregister' }, from());
    expect(sent.body).toMatchObject({ status: 200, message: 'The verification code has been sent' });
    const delivered = await server.app.ctx.db.selectFrom('outbox').select('id').where('recipient', '=', `+86${mobile}`).execute();
    expect(delivered).toHaveLength(0);
  });

  it('a temporary user (no password, no address) cannot deregister', async () => {
    const { db } = server.app.ctx;
    await db.updateTable('projects').set({ free: 1 }).where('domain', '=', 'sc').execute();
    try {
      const temp = await server.post(PATHS.account.login, { domain: 'sc', type: 'free' }, from());
      expect(temp.statusCode).toBe(200);
      const reply = await deregister((temp.body.data as LoginData).token, { password: GOOD_PASSWORD });
      expect(reply.body).toMatchObject({ status: 403, message: 'Temporary users cannot deregister' });
    } finally {
      await db.updateTable('projects').set({ free: 0 }).where('domain', '=', 'sc').execute();
    }
  });
});
