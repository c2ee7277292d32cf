import { describe, expect, it } from 'vitest';
import { HEADERS, PATHS } from '../../../../protocol';
import type { LoginData } from '../../../../protocol/account';
import { up as migratePhonesToE164 } from '../../../../server/db/migrations/060_phone_e164';
import { useTestServer } from '../suiteServer';
import { freshAddresses, GOOD_PASSWORD, lastCode, registerPhoneAccount, solvedCaptcha } from '../account/helpers';

/** Accounts are the whole international number: a code sent to the same national number abroad opens nothing here. */
describe('phone identity includes the country code', () => {
  const server = useTestServer();
  const from = freshAddresses(60);

  const registerMainland = () => registerPhoneAccount(server, 'scu', { codeIp: '10.60.250.1', headers: from(), form: { phone_code: '+86' } });

  const abroadCode = async (mobile: string, purpose: string) => {
    const sent = await server.post(PATHS.public.sendSms, { domain: 'scu', mobile, phone_code: '+55', purpose }, from());
    expect(sent.statusCode, sent.body.message).toBe(200);
    return lastCode(server, `+55${mobile}`);
  };

  it('does not open the +86 account with an SMS code sent to +55 and the same national number', async () => {
    const { mobile } = await registerMainland();
    const code = await abroadCode(mobile, 'login');
    const login = await server.post(PATHS.account.login, { domain: 'scu', type: 'sms_code', mobile, phone_code: '+55', code }, from());
    expect(login.statusCode).toBe(400);
    expect(login.body.data).toBeNull();
  });

  it('fast login with +55 opens a separate account, never the +86 one', async () => {
    const { mobile, token } = await registerMainland();
    const mine = await server.get(PATHS.account.userInfo, {}, { [HEADERS.token]: token });
    const code = await abroadCode(mobile, 'login');
    const login = await server.post(PATHS.account.login, { domain: 'scu', type: 'fast', mobile, phone_code: '+55', code }, from());
    expect(login.statusCode).toBe(200);
    const theirs = await server.get(PATHS.account.userInfo, {}, { [HEADERS.token]: (login.body.data as LoginData).token });
    const info = (reply: typeof mine) => (reply.body.data as { user_info: { uid: string; mobile: string; phone_code: string } }).user_info;
    expect(info(theirs).uid).not.toBe(info(mine).uid);
    expect(info(theirs)).toMatchObject({ mobile, phone_code: '+55' });
    expect(info(mine)).toMatchObject({ mobile, phone_code: '+86' });
  });

  it('does not reset the +86 password with a +55 reset code', async () => {
    const { mobile } = await registerMainland();
    const code = await abroadCode(mobile, 'reset').catch(() => '000000');
    const reset = await server.post(
      PATHS.account.resetPwd,
      { domain: 'scu', mobile, phone_code: '+55', code, password: 'Takeover99', confirm_password: 'Takeover99' },
      from(),
    );
    expect(reset.statusCode).toBe(400);
    const asOwner = await server.post(PATHS.account.login, { domain: 'scu', type: 'password', account: mobile, password: GOOD_PASSWORD }, from());
    expect(asOwner.statusCode).toBe(200);
    const asAttacker = await server.post(PATHS.account.login, { domain: 'scu', type: 'password', account: mobile, phone_code: '+55', password: 'Takeover99' }, from());
    expect(asAttacker.statusCode).toBe(400);
  });

  it('a password login names the country code: the same number under +55 is another (unknown) account', async () => {
    const { mobile } = await registerMainland();
    const abroad = await server.post(PATHS.account.login, { domain: 'scu', type: 'password', account: mobile, phone_code: '+55', password: GOOD_PASSWORD }, from());
    expect(abroad.statusCode).toBe(400);
    const home = await server.post(PATHS.account.login, { domain: 'scu', type: 'password', account: `(${mobile.slice(0, 3)}) ${mobile.slice(3)}`, phone_code: '0086', password: GOOD_PASSWORD }, from());
    expect(home.statusCode).toBe(200);
  });

  it('a number registered abroad logs in with its password when the account is written with +', async () => {
    const mobile = '2345 6788';
    const sent = await server.post(PATHS.public.sendSms, { domain: 'scu', mobile, phone_code: '852', purpose: 'register' }, from());
    expect(sent.statusCode, sent.body.message).toBe(200);
    const code = await lastCode(server, '+85223456788');
    const registered = await server.post(
      PATHS.account.register,
      { domain: 'scu', name: 'Chan Tai Man', mobile, phone_code: '+852', code, password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD, ...(await solvedCaptcha(server)) },
      from(),
    );
    expect(registered.statusCode, registered.body.message).toBe(200);
    const login = (account: string) => server.post(PATHS.account.login, { domain: 'scu', type: 'password', account, password: GOOD_PASSWORD }, from());
    expect((await login('+852 2345 6788')).statusCode).toBe(200);
    expect((await login('+85223456788')).statusCode).toBe(200);
    expect((await login('23456788')).statusCode).toBe(400);
  });

  it('stores numbers in E.164, and the migration rewrites rows stored before it', async () => {
    const { mobile } = await registerMainland();
    const db = server.app.ctx.db;
    const row = await db.selectFrom('users').select(['id', 'mobile', 'phone_code']).where('mobile', '=', `+86${mobile}`).executeTakeFirstOrThrow();
    expect(row.phone_code).toBe('+86');
    await db.updateTable('users').set({ mobile, phone_code: null }).where('id', '=', row.id).execute();
    await migratePhonesToE164(db as never);
    const migrated = await db.selectFrom('users').select(['mobile', 'phone_code']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(migrated).toEqual({ mobile: `+86${mobile}`, phone_code: '+86' });
    const login = await server.post(PATHS.account.login, { domain: 'scu', type: 'password', account: mobile, password: GOOD_PASSWORD }, from());
    expect(login.statusCode).toBe(200);
  });
});
