import { describe, expect, it } from 'vitest';
import { PATHS, signParams } from '../../../protocol';
import { DEFAULT_HEADERS } from './harness';
import { useTestServer } from './suiteServer';

describe('server core', () => {
  const server = useTestServer();

  it('seeds the seven demo projects once, however often it starts', async () => {
    const { seed } = await import('../../../server/seed');
    await seed(server.app.ctx.db, server.clock.now());
    const projects = await server.app.ctx.db.selectFrom('projects').select(['domain']).orderBy('id').execute();
    expect(projects.map((project) => project.domain)).toEqual(['scu', 'data', 'jcdc', 'itf', 'xjtu', 'sc', 'qyj']);
    const batches = await server.app.ctx.db.selectFrom('batches').select('id').where('project_id', '=', await server.projectId('scu')).execute();
    expect(batches).toHaveLength(9);
  });

  it('runs on the database the environment names', () => {
    expect(server.app.ctx.dbKind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite');
  });

  it('refuses an unsigned GET, a wrong hash and a stale time with translated messages', async () => {
    const path = `${PATHS.public.authMode}?domain=scu`;
    const unsigned = await server.app.inject({ method: 'GET', url: path, headers: DEFAULT_HEADERS });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toBe('The request is missing its signature');

    const time = server.clock.now();
    const wrong = await server.app.inject({ method: 'GET', url: `${path}&time=${time}&hash=${'0'.repeat(64)}`, headers: DEFAULT_HEADERS });
    expect(wrong.json()).toMatchObject({ status: 400, message: 'The request signature is wrong' });

    const old = time - 6 * 60 * 1000;
    const stale = await server.app.inject({
      method: 'GET',
      url: `${path}&time=${old}&hash=${signParams({ domain: 'scu' }, old)}`,
      headers: { ...DEFAULT_HEADERS, lang: 'sc' },
    });
    expect(stale.json()).toMatchObject({ status: 400, message: '请求时间与服务器相差过大，请校准设备时间后重试' });
  });

  it('answers unknown calls with a 404 envelope, also under the /enroll prefix', async () => {
    const reply = await server.get('/enroll/v1/nothing/here');
    expect(reply.statusCode).toBe(404);
    expect(reply.body).toMatchObject({ status: 404, message: 'No such call: /v1/nothing/here' });
  });

  it('serves and documents in OpenAPI every path of the protocol', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(reply.statusCode).toBe(200);
    const document = reply.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    const documented = new Set(Object.keys(document.paths).map((path) => path.replace(/\{(\w+)\}/g, ':$1')));
    const missing = Object.values(PATHS).flatMap((area) => Object.values(area)).filter((path) => !documented.has(path));
    expect(missing).toEqual([]);
  });

  it('lists the demo projects with their portal links at /', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/?lang=en' });
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.body).toContain('href="/sc/apply/#/login"');
    expect(reply.body).toContain('Schwarzman Scholars');
  });
});
