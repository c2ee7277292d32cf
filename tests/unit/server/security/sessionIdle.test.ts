import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import { loadConfig } from '../../../../server/config';
import { useTestServer } from '../suiteServer';

const MINUTE = 60_000;

/** A session ends after its idle time (2 h by default) even within its 7-day lifetime; each use keeps it alive. */
describe('session idle timeout', () => {
  const server = useTestServer();

  it('defaults to two hours and reads SESSION_IDLE_MINUTES', () => {
    expect(loadConfig({}).sessionIdleMs).toBe(120 * MINUTE);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '30' }).sessionIdleMs).toBe(30 * MINUTE);
  });

  it('keeps a session that is used, and ends one left alone longer than the idle time', async () => {
    const { headers } = await server.applicant('scu');
    const info = () => server.get(PATHS.account.userInfo, {}, headers);
    for (let hour = 0; hour < 4; hour += 1) {
      server.clock.advance(90 * MINUTE);
      expect((await info()).statusCode).toBe(200);
    }
    server.clock.advance(server.config.sessionIdleMs + MINUTE);
    expect((await info()).statusCode).toBe(401);
  });
});
