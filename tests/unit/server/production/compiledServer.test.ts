import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, PATHS, PORTAL_APP_ID, signedQuery } from '../../../../protocol';
import type { LoginData } from '../../../../protocol/account';
import { DEMO_PASSWORD, partialEmail } from '../../../../server/seed/accounts';
import { buildServerOnce, startCompiledServer, type CompiledServer } from './serverProcess';

const HEADERS_EN = { [HEADERS.appId]: PORTAL_APP_ID, [HEADERS.language]: 'en' };

function post(server: CompiledServer, path: string, form: Record<string, string | number>, headers: Record<string, string> = {}) {
  return fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { ...HEADERS_EN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)])),
  });
}

function logLines(server: CompiledServer): Array<Record<string, unknown>> {
  return server
    .stdout()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The first log line matching, waiting for it a little: a line is written after its answer has been sent. */
async function logLine(server: CompiledServer, matches: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown> | undefined> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = logLines(server).find(matches);
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the compiled server (node dist-server/main.js, NODE_ENV=production)', () => {
  let build: ReturnType<typeof buildServerOnce>;
  let server: CompiledServer;
  let database: SQLite.Database;

  beforeAll(async () => {
    build = buildServerOnce();
    server = await startCompiledServer(build.dir, { SHUTDOWN_TIMEOUT_MS: '8000' });
    database = new SQLite(join(server.dataDir, 'portal.sqlite'));
  });
  afterAll(() => {
    database?.close();
    server?.remove();
    build?.remove();
  });

  it('answers /healthz, /readyz and a real API call, echoing a sane x-request-id and logging JSON lines with it', async () => {
    const health = await fetch(`${server.base}/healthz`, { headers: { 'x-request-id': 'probe-1' } });
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('x-request-id')).toBe('probe-1');

    const ready = await fetch(`${server.base}/readyz`, { headers: { 'x-request-id': 'not sane: spaces' } });
    expect(await ready.json()).toEqual({ status: 'ok' });
    expect(ready.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const query = new URLSearchParams(signedQuery({ domain: 'scu' }));
    const config = await fetch(`${server.base}${PATHS.misc.moduleConfig}?${query}`, { headers: HEADERS_EN });
    expect(config.status).toBe(200);
    expect(await config.json()).toMatchObject({ status: 200 });

    expect(await logLine(server, (line) => line.reqId === 'probe-1' && line.msg === 'request completed')).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(await logLine(server, (line) => line.msg === 'admissions portal reference server ready')).toMatchObject({ database: 'sqlite' });
  });

  it('answers /readyz with 503 and the reason while a migration is missing, logged at error level with the request id', async () => {
    const last = database.prepare('select name from kysely_migration order by name desc limit 1').get() as { name: string };
    const row = database.prepare('select * from kysely_migration where name = ?').get(last.name) as { name: string; timestamp: string };
    database.prepare('delete from kysely_migration where name = ?').run(last.name);
    try {
      const reply = await fetch(`${server.base}/readyz`, { headers: { 'x-request-id': 'ready-503' } });
      expect(reply.status).toBe(503);
      expect(await reply.json()).toEqual({ status: 'unavailable', reason: `migrations pending: ${last.name}` });
    } finally {
      database.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run(row.name, row.timestamp);
    }
    expect(await logLine(server, (line) => line.reqId === 'ready-503' && line.level === 50)).toMatchObject({ statusCode: 503, url: '/readyz' });
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
  });

  it('on SIGTERM during a burst of saves keeps every acknowledged save and exits 0', async () => {
    const login = await post(server, PATHS.account.login, { domain: 'scu', type: 'password', account: partialEmail('scu'), password: DEMO_PASSWORD });
    const { token } = ((await login.json()) as { data: LoginData }).data;
    const moduleIds = database
      .prepare("select m.id from modules m join projects p on p.id = m.project_id where p.domain = 'scu' and m.name in ('xjtu-personal-statement', 'scu-basic-info', 'data-education-history') order by m.id")
      .all() as Array<{ id: number }>;
    const application = database.prepare('select a.id from applications a join users u on u.id = a.user_id where u.email = ?').get(partialEmail('scu')) as { id: number };
    const storedOf = (moduleId: number) =>
      database.prepare('select version, value from module_values where application_id = ? and module_id = ?').get(application.id, moduleId) as { version: number; value: string } | undefined;

    // One chain of saves per module, each sending the next version as soon as the previous one is acknowledged.
    const acknowledged = new Map<number, { version: number; statement: string }>();
    let acks = 0;
    let stopped = false;
    let signalled: () => void = () => {};
    const signalSent = new Promise<void>((resolve) => (signalled = resolve));
    const chain = async (moduleId: number) => {
      let version = storedOf(moduleId)?.version ?? 0;
      for (let round = 0; !stopped; round += 1) {
        const statement = `save ${moduleId}-${round}`;
        const reply = await post(server, PATHS.apply.basic, { menu_id: moduleId, value: JSON.stringify({ statement }), version }, { [HEADERS.token]: token }).catch(() => null);
        const body = reply?.status === 200 ? ((await reply.json().catch(() => null)) as { status: number; data: { version: number } } | null) : null;
        if (body?.status !== 200) return;
        version = body.data.version;
        acknowledged.set(moduleId, { version, statement });
        acks += 1;
        if (acks === 15) {
          server.child.kill('SIGTERM');
          signalled();
        }
      }
    };
    const chains = Promise.all(moduleIds.map(({ id }) => chain(id)));
    await signalSent;
    const code = await server.exited;
    stopped = true;
    await chains;

    expect(code).toBe(0);
    expect(acknowledged.size).toBe(moduleIds.length);
    for (const [moduleId, last] of acknowledged) {
      const stored = storedOf(moduleId);
      expect(stored?.version).toBe(last.version);
    }
    const statementModule = database.prepare("select id from modules where name = 'xjtu-personal-statement' and project_id = (select id from projects where domain = 'scu')").get() as { id: number };
    const statement = acknowledged.get(statementModule.id);
    expect(JSON.parse(storedOf(statementModule.id)?.value ?? '{}')).toMatchObject({ statement: statement?.statement });
    expect(logLines(server)).toContainEqual(expect.objectContaining({ msg: 'shut down cleanly' }));
  });
});
