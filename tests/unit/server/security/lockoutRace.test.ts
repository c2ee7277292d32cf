import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import { MAX_LOGIN_FAILURES } from '../../../../server/services/account/lockout';
import { useTestServer } from '../suiteServer';
import { freshAddresses, GOOD_PASSWORD, registerPhoneAccount } from '../account/helpers';

/** Attempts are reserved in the database before any password is hashed, so parallel guesses cannot outrun the lockout. */
describe('lockout under parallel requests', () => {
  const server = useTestServer();
  const from = freshAddresses(61);

  const account = async () => (await registerPhoneAccount(server, 'scu', { codeIp: '10.61.250.1', headers: from() })).mobile;
  const attempt = (mobile: string, password: string) => server.post(PATHS.account.login, { domain: 'scu', type: 'password', account: mobile, password }, from());

  it('39 wrong passwords and the right one sent at once: at most five are checked, and the account ends locked', async () => {
    const mobile = await account();
    const passwords = [...Array.from({ length: 39 }, (_, index) => `Wrong${index}pass`), GOOD_PASSWORD];
    const replies = await Promise.all(passwords.map((password) => attempt(mobile, password)));
    const checked = replies.filter((reply) => reply.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(MAX_LOGIN_FAILURES);
    expect(replies.filter((reply) => reply.statusCode === 429).length).toBeGreaterThanOrEqual(40 - MAX_LOGIN_FAILURES);
    const loggedIn = replies.at(-1)?.statusCode === 200;
    if (!loggedIn) expect((await attempt(mobile, GOOD_PASSWORD)).statusCode).toBe(429);
  });

  it('40 wrong passwords at once: exactly five answered "wrong", the rest refused, then even the right one waits', async () => {
    const mobile = await account();
    const replies = await Promise.all(Array.from({ length: 40 }, (_, index) => attempt(mobile, `Wrong${index}pass`)));
    expect(replies.filter((reply) => reply.statusCode === 400)).toHaveLength(MAX_LOGIN_FAILURES);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(40 - MAX_LOGIN_FAILURES);
    const right = await attempt(mobile, GOOD_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(Number(right.raw.headers['retry-after'])).toBeGreaterThan(0);
    server.clock.advance(15 * 60 * 1000 + 1);
    expect((await attempt(mobile, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});
