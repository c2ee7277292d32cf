import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import { DEMO_PASSWORD, demoEmail } from '../../../../server/seed/accounts';
import { type Reply } from '../harness';
import { useTestServer } from '../suiteServer';
import { freshAddresses, GOOD_PASSWORD, lastCode, lastMessage, newMobile, smsCode, solvedCaptcha } from '../account/helpers';

const OTHER_PASSWORD = 'Other7Harbor';
const NOTICE_SUBJECT = 'Sichuan University Graduate Admissions: this e-mail address already has an account';

/**
 * Registration and the activation resend answer the same for addresses with and without an account; the e-mail
 * tells the owner what happened. Phone registration checks the SMS code first: only someone who proved they hold
 * the number (the code reached it) learns that it already has an account.
 */
describe('registration and activation answers do not tell which addresses have accounts', () => {
  const server = useTestServer();
  let serial = 0;
  const from = freshAddresses(62);
  const unique = (tag: string) => `${tag}-${(serial += 1)}@example.com`;

  const register = async (form: Record<string, string>) =>
    server.post(
      PATHS.account.register,
      { domain: 'scu', name: '王芳', password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD, ...(await solvedCaptcha(server)), ...form },
      from(),
    );
  const resend = (email: string) => server.post(PATHS.account.sendActiveEmail, { domain: 'scu', email }, from());
  const login = (account: string, password: string) => server.post(PATHS.account.login, { domain: 'scu', type: 'password', account, password }, from());
  /** What a caller sees of an answer, with the address it named taken out, to compare the answers for two addresses. */
  const seen = (reply: Reply, address: string) => ({
    http: reply.statusCode,
    retryAfter: reply.raw.headers['retry-after'],
    body: JSON.parse(JSON.stringify(reply.body).replaceAll(address, '<address>')) as unknown,
  });
  const notices = async (email: string) =>
    (await server.app.ctx.db.selectFrom('outbox').select('subject').where('recipient', '=', email).execute()).filter((row) => row.subject === NOTICE_SUBJECT).length;

  it('e-mail registration of an active account answers like a new address; the owner is told by e-mail and keeps the password', async () => {
    const fresh = unique('fresh');
    const known = demoEmail('scu');
    const forNew = await register({ email: fresh });
    const forKnown = await register({ email: known, password: OTHER_PASSWORD, confirm_password: OTHER_PASSWORD });
    expect(seen(forKnown, known)).toEqual(seen(forNew, fresh));
    expect(forKnown.body.message).toContain('tells you how to log in');

    const notice = await lastMessage(server, known);
    expect(notice?.subject).toBe(NOTICE_SUBJECT);
    expect(notice?.body).toContain('Forgot password');
    expect(notice?.link).toBe(`${server.config.publicUrl}/scu/apply/#/login`);
    expect((await login(known, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login(known, OTHER_PASSWORD)).statusCode).toBe(400);
  });

  it('a pending address registered again answers the same and gets no second activation link; the first registration stands', async () => {
    const pending = unique('pending');
    const first = await register({ email: pending });
    const link = (await lastMessage(server, pending))?.link ?? '';
    server.clock.advance(61_000);
    const second = await register({ email: pending, password: OTHER_PASSWORD, confirm_password: OTHER_PASSWORD });
    expect(second.body).toEqual(first.body);
    const notice = await lastMessage(server, pending);
    expect(notice?.subject).toBe(NOTICE_SUBJECT);
    expect(notice?.link).not.toContain('token=');

    const token = link.split('token=')[1] ?? '';
    expect((await server.post(PATHS.account.activate, { token })).statusCode).toBe(200);
    expect((await login(pending, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await login(pending, OTHER_PASSWORD)).statusCode).toBe(400);
  });

  it('repeated registrations of a known address send its owner at most one notice a minute, with an unchanged answer', async () => {
    const known = unique('active');
    await server.applicant('scu', { email: known });
    const replies = [await register({ email: known }), await register({ email: known }), await register({ email: known })];
    expect(new Set(replies.map((reply) => JSON.stringify(reply.body))).size).toBe(1);
    expect(replies[0]?.statusCode).toBe(200);
    expect(await notices(known)).toBe(1);
    server.clock.advance(61_000);
    expect((await register({ email: known })).statusCode).toBe(200);
    expect(await notices(known)).toBe(2);
  });

  it('asking twice for the activation e-mail answers the same for unknown, pending and active addresses', async () => {
    const pending = unique('waiting');
    await register({ email: pending });
    const active = unique('done');
    await server.applicant('scu', { email: active });
    const unknown = unique('nobody');
    server.clock.advance(61_000);

    const twice = async (email: string) => [seen(await resend(email), email), seen(await resend(email), email)];
    const forUnknown = await twice(unknown);
    expect(forUnknown.map((answer) => answer.http)).toEqual([200, 429]);
    expect(await twice(pending)).toEqual(forUnknown);
    expect(await twice(active)).toEqual(forUnknown);

    expect((await lastMessage(server, pending))?.link).toContain('#/email?token=');
    expect((await lastMessage(server, active))?.subject).toBe(NOTICE_SUBJECT);
    expect(await lastMessage(server, unknown)).toBeUndefined();
  });

  it('a phone registration of a known number without its code answers like an unknown number: the code is checked first', async () => {
    const known = newMobile();
    const code = await smsCode(server, 'scu', known.mobile, 'register', '10.62.250.1');
    expect((await register({ mobile: known.mobile, code })).statusCode).toBe(200);
    server.clock.advance(61_000);
    const unknown = newMobile();

    const attempt = async (mobile: string, recipient: string) => {
      const sent = await server.post(PATHS.public.sendSms, { domain: 'scu', mobile, purpose: 'register' }, from());
      const real = await lastCode(server, recipient);
      const wrong = real === '000000' ? '000001' : '000000';
      return { sent: seen(sent, mobile), registered: seen(await register({ mobile, code: wrong }), mobile) };
    };
    const forUnknown = await attempt(unknown.mobile, unknown.recipient);
    expect(forUnknown.registered.body).toMatchObject({ status: 400, data: { field: 'code' } });
    expect(await attempt(known.mobile, known.recipient)).toEqual(forUnknown);
  });

  it('with the right SMS code the holder of a known number (possession proven) is told to log in, and nothing changes', async () => {
    const { mobile } = newMobile();
    expect((await register({ mobile, code: await smsCode(server, 'scu', mobile, 'register', '10.62.250.2') })).statusCode).toBe(200);
    server.clock.advance(61_000);
    const code = await smsCode(server, 'scu', mobile, 'register', '10.62.250.3');
    const again = await register({ mobile, code, password: OTHER_PASSWORD, confirm_password: OTHER_PASSWORD });
    expect(again.body).toMatchObject({ status: 409, message: 'This number already has an account. Please log in, or reset the password if you have forgotten it' });
    expect((await login(mobile, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await login(mobile, OTHER_PASSWORD)).statusCode).toBe(400);
  });
});
