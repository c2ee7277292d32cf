import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import { useTestServer } from '../suiteServer';
import { fromIp, lastCode, lastMessage, newMobile } from './helpers';

describe('verification codes', () => {
  const server = useTestServer();

  const send = (mobile: string, purpose = 'login', ip = '10.3.0.1', lang = 'en') =>
    server.post(PATHS.public.sendSms, { domain: 'scu', mobile, purpose }, fromIp(ip, { lang }));
  const check = (mobile: string, code: string, purpose = 'login') =>
    server.post(PATHS.public.verificationCode, { domain: 'scu', mobile, code, purpose }, fromIp('10.3.9.9'));
  /** Two hours on, `count` login codes sent from `ip` in the last hour, inserted directly (the rate-limit backstop allows 20 a minute). */
  const codesSentFrom = async (ip: string, count: number, tag: string) => {
    server.clock.advance(2 * 3_600_000);
    const projectId = await server.projectId('scu');
    for (let i = 0; i < count; i += 1) {
      await server.app.ctx.db
        .insertInto('codes')
        .values({ target: `${tag}${i}@example.com`, purpose: 'login', project_id: projectId, code_hash: 'x', expires_at: 0, used_at: null, attempts: 0, ip, created_at: server.clock.now() - 1000 * i })
        .execute();
    }
  };

  it('sends 6 crypto-random digits by SMS to the outbox in the request language, storing only a hash', async () => {
    const { mobile, recipient } = newMobile();
    const reply = await send(mobile, 'register', '10.3.0.2', 'sc');
    expect(reply.body).toMatchObject({ status: 200, message: '验证码已发送' });
    const message = await lastMessage(server, recipient);
    expect(message).toMatchObject({ channel: 'sms', project_id: await server.projectId('scu') });
    expect(message?.body).toContain('注册');
    const code = await lastCode(server, recipient);
    const row = await server.app.ctx.db.selectFrom('codes').selectAll().where('target', '=', recipient).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: 'register', used_at: null, expires_at: server.clock.now() + 10 * 60 * 1000 });
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends e-mail codes with a translated subject', async () => {
    const reply = await server.post(PATHS.account.sendMailCode, { domain: 'scu', email: ' Mail.Code@Example.com ', purpose: 'login' }, fromIp('10.3.0.3', { lang: 'tc' }));
    expect(reply.body.message).toBe('驗證碼已發送');
    const message = await lastMessage(server, 'mail.code@example.com');
    expect(message?.channel).toBe('email');
    expect(message?.subject).toBe('四川大學研究生招生：您的驗證碼');
    expect(message?.body).toMatch(/\d{6}/);
  });

  it('refuses bad phone numbers, e-mails, purposes and projects with the right messages', async () => {
    expect((await send('12345678901')).body).toMatchObject({ status: 400, message: 'The phone number format is incorrect' });
    expect((await send('1380000000')).body.message).toBe('The phone number format is incorrect');
    const abroad = await server.post(PATHS.public.sendSms, { domain: 'scu', mobile: '2345 6789', phone_code: '852', purpose: 'login' }, fromIp('10.3.0.4'));
    expect(abroad.statusCode).toBe(200);
    expect(await lastMessage(server, '+85223456789')).toBeDefined();
    const email = await server.post(PATHS.account.sendMailCode, { domain: 'scu', email: 'not-an-email', purpose: 'login' });
    expect(email.body).toMatchObject({ status: 400, message: 'The e-mail format is incorrect' });
    const purpose = await server.post(PATHS.public.sendSms, { domain: 'scu', mobile: newMobile().mobile, purpose: 'steal' });
    expect(purpose.body).toMatchObject({ status: 400, data: { field: 'purpose' } });
    const noProject = await server.post(PATHS.public.sendSms, { mobile: newMobile().mobile, purpose: 'login' });
    expect(noProject.body).toMatchObject({ status: 400, data: { field: 'project_id' } });
    const badProject = await server.post(PATHS.public.sendSms, { project_id: 'x', mobile: newMobile().mobile, purpose: 'login' });
    expect(badProject.body).toMatchObject({ status: 400, data: { field: 'project_id' } });
    const unknown = await server.post(PATHS.public.sendSms, { project_id: 99999, mobile: newMobile().mobile, purpose: 'login' });
    expect(unknown.body).toMatchObject({ status: 404, message: 'The project does not exist' });
  });

  it('allows one code per 60 s per target, answering 429 with Retry-After', async () => {
    const { mobile } = newMobile();
    expect((await send(mobile, 'login', '10.3.1.1')).statusCode).toBe(200);
    server.clock.advance(20_000);
    const early = await send(mobile, 'register', '10.3.1.2', 'en');
    expect(early.statusCode).toBe(429);
    expect(early.raw.headers['retry-after']).toBe('40');
    expect(early.body.message).toBe('Please wait 40 seconds before requesting another code');
    const sc = await send(mobile, 'login', '10.3.1.3', 'sc');
    expect(sc.body.message).toBe('请 40 秒后再获取验证码');
    server.clock.advance(40_000);
    expect((await send(mobile, 'login', '10.3.1.4')).statusCode).toBe(200);
  });

  it('allows 10 codes an hour per target', async () => {
    const { mobile } = newMobile();
    for (let i = 0; i < 10; i += 1) {
      expect((await send(mobile, 'login', `10.3.2.${i}`)).statusCode).toBe(200);
      server.clock.advance(61_000);
    }
    const eleventh = await send(mobile, 'login', '10.3.2.99');
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.raw.headers['retry-after'])).toBeGreaterThan(60);
    expect(eleventh.body.message).toMatch(/^Too many codes requested, please try again in \d+ minutes$/);
  });

  it('per IP: the DB counter refuses the 31st code in an hour', async () => {
    await codesSentFrom('10.3.4.1', 30, 'ipcount');
    const refused = await server.post(PATHS.account.sendMailCode, { domain: 'scu', email: 'fresh@example.com', purpose: 'login' }, fromIp('10.3.4.1'));
    expect(refused.statusCode).toBe(429);
    expect(refused.raw.headers['retry-after']).toBeDefined();
    const other = await server.post(PATHS.account.sendMailCode, { domain: 'scu', email: 'fresh@example.com', purpose: 'login' }, fromIp('10.3.4.2'));
    expect(other.statusCode).toBe(200);
  });

  it('counts parallel requests for one target as one: a single code in the resend interval, on any database', async () => {
    const { mobile, recipient } = newMobile();
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => send(mobile, 'login', `10.3.8.${i}`).then((reply) => reply.statusCode)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(11);
    const stored = await server.app.ctx.db.selectFrom('codes').select('id').where('target', '=', recipient).execute();
    expect(stored).toHaveLength(1);
  });

  it('holds the per-address hour limit under parallel requests', async () => {
    await codesSentFrom('10.3.19.1', 25, 'ipfill');
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => server.post(PATHS.account.sendMailCode, { domain: 'scu', email: `ipburst${i}@example.com`, purpose: 'login' }, fromIp('10.3.19.1')).then((reply) => reply.statusCode)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    const counted = await server.app.ctx.db.selectFrom('codes').select('id').where('ip', '=', '10.3.19.1').execute();
    expect(counted).toHaveLength(30);
  });

  it('has a per-address rate-limit backstop on code sending', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await server.post(PATHS.account.sendMailCode, { domain: 'jcdc', email: `burst${i}@example.com`, purpose: 'login' }, fromIp('10.3.5.1'))).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('checks a code without using it up, and only for its purpose', async () => {
    const { mobile, recipient } = newMobile();
    await send(mobile, 'login', '10.3.6.1');
    const code = await lastCode(server, recipient);
    expect((await check(mobile, code)).body).toMatchObject({ status: 200, message: 'The verification code is correct' });
    expect((await check(mobile, code)).statusCode).toBe(200);
    expect((await check(mobile, code, 'reset')).body).toMatchObject({ status: 400, message: 'The verification code is incorrect or has expired' });
    const login = await server.post(PATHS.account.login, { domain: 'scu', type: 'fast', mobile, code });
    expect(login.statusCode).toBe(200);
    expect((await check(mobile, code)).statusCode).toBe(400);
    const reuse = await server.post(PATHS.account.login, { domain: 'scu', type: 'fast', mobile, code });
    expect(reuse.body.message).toBe('The verification code is incorrect or has expired');
  });

  it('burns a code after 5 wrong attempts', async () => {
    const { mobile, recipient } = newMobile();
    await send(mobile, 'login', '10.3.7.1');
    const code = await lastCode(server, recipient);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await check(mobile, wrong)).statusCode).toBe(400);
    expect((await check(mobile, code)).statusCode).toBe(400);
  });

  it('expires a code after 10 minutes', async () => {
    const { mobile, recipient } = newMobile();
    await send(mobile, 'login', '10.3.8.1');
    const code = await lastCode(server, recipient);
    server.clock.advance(10 * 60 * 1000 - 1);
    expect((await check(mobile, code)).statusCode).toBe(200);
    server.clock.advance(1);
    expect((await check(mobile, code)).statusCode).toBe(400);
    const login = await server.post(PATHS.account.login, { domain: 'scu', type: 'fast', mobile, code });
    expect(login.body).toMatchObject({ status: 400, message: 'The verification code is incorrect or has expired' });
  });

  it('compares a code at most 5 times however many guesses arrive at once', async () => {
    const { mobile, recipient } = newMobile();
    await send(mobile, 'login', '10.3.10.1');
    const code = await lastCode(server, recipient);
    const wrong = Array.from({ length: 40 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const statuses = await Promise.all(wrong.map((guess) => check(mobile, guess).then((reply) => reply.statusCode)));
    expect(statuses.every((status) => status === 400)).toBe(true);
    const row = await server.app.ctx.db.selectFrom('codes').select(['attempts', 'used_at']).where('target', '=', recipient).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(row.used_at).not.toBeNull();
    expect((await check(mobile, code)).statusCode).toBe(400);
  });

  it('binds a code to its project', async () => {
    const { mobile, recipient } = newMobile();
    await send(mobile, 'login', '10.3.9.1');
    const code = await lastCode(server, recipient);
    const other = await server.post(PATHS.public.verificationCode, { domain: 'data', mobile, code, purpose: 'login' });
    expect(other.statusCode).toBe(400);
  });
});
