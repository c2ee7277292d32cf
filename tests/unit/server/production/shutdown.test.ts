import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import { closeOnSignals } from '../../../../server/shutdown';
import { applicantWithBatch, moduleId, save } from '../apply/helpers';
import { DEFAULT_HEADERS, startTestServer, type TestServer } from '../harness';

describe('closeOnSignals (in process)', () => {
  let server: TestServer | undefined;
  let removeListeners = () => {};
  afterEach(async () => {
    removeListeners();
    await server?.close();
  });

  const onSignal = (app: TestServer['app'], timeoutMs: number) =>
    new Promise<number>((resolve) => {
      removeListeners = closeOnSignals(app, { timeoutMs, signals: ['SIGUSR2'], exit: resolve });
    });

  it('lets a save in flight commit and answer, then closes the database and exits 0', async () => {
    server = await startTestServer();
    const user = await applicantWithBatch(server);
    const statement = await moduleId(server, 'scu', 'xjtu-personal-statement');
    const exited = onSignal(server.app, 5000);

    const inFlight = save(server, user.headers, statement, { statement: 'saved while stopping' }, 0);
    process.emit('SIGUSR2', 'SIGUSR2');
    const reply = await inFlight;
    expect(reply.statusCode).toBe(200);
    expect(reply.body.data).toMatchObject({ version: 1 });
    expect(await exited).toBe(0);
    await expect(server.app.inject({ method: 'GET', url: '/healthz' })).rejects.toThrow();
  });

  it('exits 1 when a request is still open after the shutdown timeout', async () => {
    server = await startTestServer({ seed: false });
    const body = new PassThrough();
    body.write('menu_id=1');
    const stalled = server.app.inject({
      method: 'POST',
      url: PATHS.apply.basic,
      headers: { ...DEFAULT_HEADERS, 'content-type': 'application/x-www-form-urlencoded', 'content-length': '1000' },
      payload: body,
    });
    let answered = false;
    void stalled.finally(() => (answered = true)).catch(() => undefined);
    const exited = onSignal(server.app, 200);
    process.emit('SIGUSR2', 'SIGUSR2');
    expect(await exited).toBe(1);
    expect(answered).toBe(false);
    body.end();
    await stalled.catch(() => undefined);
  });
});
