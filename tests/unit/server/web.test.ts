import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

describe('pages served to browsers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { DIST_DIR: '/tmp/portal-web-test-dist' } });
  });
  afterAll(async () => server.close());

  it('serves each project icon in its colour, and 404 for an unknown project', async () => {
    const icon = await server.app.inject({ method: 'GET', url: '/static/icons/sc.svg' });
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body).toContain('#8b1e2d');
    expect(icon.body).toContain('>SC<');
    expect((await server.app.inject({ method: 'GET', url: '/static/icons/nope.svg' })).statusCode).toBe(404);
  });

  it('shows the outbox newest first, escaping what it shows', async () => {
    await server.app.ctx.db
      .insertInto('outbox')
      .values({ project_id: null, channel: 'email', recipient: 'a@example.com', subject: '<b>Hi</b>', body: 'code 123456', link: null, created_at: 1, delivered_at: null, error: null })
      .execute();
    const page = await server.app.inject({ method: 'GET', url: '/dev/outbox?lang=en' });
    expect(page.body).toContain('&lt;b&gt;Hi&lt;/b&gt;');
    expect(page.body).not.toContain('<b>Hi</b>');
    const json = await server.app.inject({ method: 'GET', url: '/dev/outbox.json?to=a@example.com' });
    expect(json.json().data[0]).toMatchObject({ recipient: 'a@example.com', body: 'code 123456' });
  });
});

describe('the built portal', () => {
  const dist = '/tmp/portal-web-test-dist-built';
  let server: TestServer;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    server = await startTestServer({ env: { DIST_DIR: dist } });
  });
  afterAll(async () => server.close());

  it('answers /{domain}/apply/ with the portal page for seeded domains only', async () => {
    const portal = await server.app.inject({ method: 'GET', url: '/scu/apply/' });
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toContain('<title>四川大学网上报名</title>');
    expect((await server.app.inject({ method: 'GET', url: '/enroll/sc/apply/' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/nowhere/apply/' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
  });

  it('keeps the outbox off in production', async () => {
    const production = await startTestServer({ env: { DIST_DIR: dist, NODE_ENV: 'production' } });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
