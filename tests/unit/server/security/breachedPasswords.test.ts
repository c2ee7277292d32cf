import { describe, expect, it } from 'vitest';
import { HEADERS, PATHS } from '../../../../protocol';
import type { LoginData } from '../../../../protocol/account';
import { DEMO_PASSWORD, demoEmail } from '../../../../server/seed/accounts';
import { useTestServer } from '../suiteServer';
import { freshAddresses, GOOD_PASSWORD, lastCode, solvedCaptcha } from '../account/helpers';

/** Each meets the policy (8+ characters, upper case, lower case, digit) and is among the most common breached passwords. */
const BREACHED = ['Password1', 'pASSWORD1', 'P@ssw0rd', 'Qwerty123', 'Welcome123'];
const REFUSED = {
  en: 'This password is too common: it appears in lists of leaked passwords. Please choose another one',
  sc: '该密码过于常见，出现在已泄露的密码列表中，请换一个密码',
  tc: '該密碼過於常見，出現在已洩露的密碼列表中，請換一個密碼',
};

/** Passwords that meet the character rule but are common breached ones are refused on register, reset and change. */
describe('common breached passwords are refused', () => {
  const server = useTestServer();
  const from = freshAddresses(64);

  it('keeps at least the 10,000 most common passwords and compares them without regard to case', async () => {
    const { commonPasswordCount, isCommonPassword } = await import('../../../../server/services/account/commonPasswords');
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    for (const password of BREACHED) expect(isCommonPassword(password)).toBe(true);
    for (const password of [DEMO_PASSWORD, GOOD_PASSWORD]) expect(isCommonPassword(password)).toBe(false);
  });

  it('registration refuses them in every language, naming the password field; the captcha stays usable', async () => {
    const captcha = await solvedCaptcha(server);
    const register = (password: string, lang: keyof typeof REFUSED) =>
      server.post(PATHS.account.register, { domain: 'scu', name: '刘洋', email: 'liu.yang@example.com', password, confirm_password: password, ...captcha }, from({ lang }));
    for (const password of BREACHED) {
      expect((await register(password, 'en')).body).toEqual({ status: 400, message: REFUSED.en, data: { field: 'password' } });
    }
    expect((await register('Password1', 'sc')).body.message).toBe(REFUSED.sc);
    expect((await register('Password1', 'tc')).body.message).toBe(REFUSED.tc);
    expect((await register(GOOD_PASSWORD, 'en')).statusCode).toBe(200);
  });

  it('a reset refuses them and keeps the code for a better password', async () => {
    const email = demoEmail('itf');
    expect((await server.post(PATHS.account.retrieverPassword, { domain: 'itf', email }, from())).statusCode).toBe(200);
    const code = await lastCode(server, email);
    const reset = (password: string) => server.post(PATHS.account.resetPwd, { domain: 'itf', email, code, password, confirm_password: password }, from());
    expect((await reset('Password1')).body).toEqual({ status: 400, message: REFUSED.en, data: { field: 'password' } });
    expect((await reset(GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('a password change refuses them without counting a failed attempt', async () => {
    const login = await server.post(PATHS.account.login, { domain: 'data', type: 'password', account: demoEmail('data'), password: DEMO_PASSWORD }, from());
    const token = (login.body.data as LoginData).token;
    const amend = (password: string) =>
      server.post(PATHS.account.amend, { old_password: DEMO_PASSWORD, password, confirm_password: password }, { [HEADERS.token]: token, ...from() });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await amend(BREACHED[attempt % BREACHED.length] ?? 'Password1')).body).toEqual({ status: 400, message: REFUSED.en, data: { field: 'password' } });
    }
    expect((await amend(GOOD_PASSWORD)).statusCode).toBe(200);
  });
});
