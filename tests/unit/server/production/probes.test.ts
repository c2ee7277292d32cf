import { describe, expect, it } from 'vitest';
import { HEADERS } from '../../../../protocol';
import { useTestServer } from '../suiteServer';

describe('health probes and request ids (in process)', () => {
  const server = useTestServer({ seed: false });

  it('documents /healthz and /readyz in the OpenAPI document', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, { get: { tags: string[]; responses: Record<string, unknown> } }> };
    expect(document.paths['/healthz']?.get.tags).toEqual(['health']);
    expect(Object.keys(document.paths['/readyz']?.get.responses ?? {})).toEqual(['200', '503']);
  });

  it('echoes a sane incoming x-request-id and replaces anything else with a new id', async () => {
    const kept = await server.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-7f3a:42' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a:42');
    const replaced = await server.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'x'.repeat(200) } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await server.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers /readyz 200 while the database answers, 503 once it is closed; /healthz stays 200 without touching it', async () => {
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');

    await server.app.ctx.db.destroy();
    const unready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(unready.statusCode).toBe(503);
    expect(unready.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
    const health = await server.app.inject({ method: 'GET', url: '/healthz', headers: { [HEADERS.token]: 'any-token' } });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
