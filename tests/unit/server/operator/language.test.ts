import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import { DEMO_PASSWORD } from '../../../../server/seed/accounts';
import { performAction } from '../../../../server/services/operator';
import { fromIp, solvedCaptcha } from '../account/helpers';
import { useTestServer } from '../suiteServer';
import { newestOutbox, START_TIMEOUT } from './helpers';

describe('the language an applicant last used: recorded at login and registration, used by operator e-mails', () => {
  const server = useTestServer({}, START_TIMEOUT);

  const languageOf = async (email: string) =>
    (await server.app.ctx.db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow()).language;

  it('writes the operator e-mail in the language of the latest login', async () => {
    const email = 'partial@scu.example.com';
    const { db } = server.app.ctx;
    await db.updateTable('users').set({ language: null }).where('email', '=', email).execute();
    const login = (lang: string) => server.post(PATHS.account.login, { domain: 'scu', type: 'password', account: email, password: DEMO_PASSWORD }, fromIp('10.9.0.1', { lang }));

    expect((await login('tc')).statusCode).toBe(200);
    expect(await languageOf(email)).toBe('tc');
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await db.updateTable('applications').set({ status: 'submitted', submitted_at: server.clock.now() }).where('user_id', '=', user.id).execute();
    await performAction(server.app.ctx, { domain: 'scu', applicant: email }, { kind: 'review', result: 'pass' });
    expect((await newestOutbox(server, email)).subject).toMatch(/申請審核結果$/);

    expect((await login('en-GB')).statusCode).toBe(200);
    expect(await languageOf(email)).toBe('en');
    await performAction(server.app.ctx, { domain: 'scu', applicant: email }, { kind: 'review', result: 'pass' });
    expect((await newestOutbox(server, email)).subject).toMatch(/^Review result of your application to /);
  });

  it('records the language of an e-mail registration', async () => {
    const email = `lang-${server.clock.now()}@example.com`;
    const reply = await server.post(
      PATHS.account.register,
      { domain: 'scu', name: 'Lin', email, password: 'Quiet-Harbour-42', confirm_password: 'Quiet-Harbour-42', ...(await solvedCaptcha(server)) },
      fromIp('10.9.0.2', { lang: 'tc' }),
    );
    expect(reply.statusCode).toBe(200);
    expect(await languageOf(email)).toBe('tc');
  });
});
