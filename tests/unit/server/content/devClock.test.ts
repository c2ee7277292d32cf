import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS, signedQuery } from '../../../../protocol';
import type { ActivityDetail } from '../../../../protocol/content';
import { loadConfig } from '../../../../server/config';
import { createServer } from '../../../../server/runtime';
import { DEFAULT_HEADERS } from '../harness';

const MINUTE = 60_000;

/** A server built the way `server/main.ts` builds it, with its own clock, on a throwaway SQLite file. */
async function serverWith(env: Record<string, string>, seed = true): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-clock-'));
  const app = await createServer(loadConfig({ DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), ...env }), { seed });
  return { app, close: async () => { await app.close(); rmSync(dataDir, { recursive: true, force: true }); } };
}

describe('test clock (TEST_CLOCK=1)', () => {
  let server: Awaited<ReturnType<typeof serverWith>>;
  beforeAll(async () => {
    server = await serverWith({ NODE_ENV: 'test', TEST_CLOCK: '1' });
  });
  afterAll(async () => server.close());

  const setClock = async (at: unknown) => server.app.inject({ method: 'POST', url: '/dev/clock', payload: { at } });
  const detail = async (id: number) => {
    // Signed with the real time, as a browser does, also while the server's clock is moved.
    const query = signedQuery({ domain: 'scu', id }, Date.now());
    const reply = await server.app.inject({ method: 'GET', url: PATHS.activities.detail, query, headers: DEFAULT_HEADERS });
    return reply.json().data as ActivityDetail;
  };

  it('moves the activity states with the clock and returns to the real time', async () => {
    const { db } = server.app.ctx;
    const camp = await db.selectFrom('activities').innerJoin('projects', 'projects.id', 'activities.project_id').select(['activities.id', 'signup_start', 'end_time']).where('projects.domain', '=', 'scu').where('activities.title', 'like', '%Summer camp pre-registration%').executeTakeFirstOrThrow();
    expect((await detail(camp.id)).state).toBe('not_started');

    const moved = await setClock(camp.signup_start + MINUTE);
    expect(moved.statusCode).toBe(200);
    const body = moved.json() as { now: number; offset_ms: number };
    expect(body.now).toBeGreaterThanOrEqual(camp.signup_start + MINUTE);
    expect(body.now - (camp.signup_start + MINUTE)).toBeLessThan(MINUTE);
    expect(body.offset_ms).toBeGreaterThan(0);
    expect((await detail(camp.id)).state).toBe('signing_up');
    const read = (await server.app.inject({ method: 'GET', url: '/dev/clock' })).json() as { now: number; offset_ms: number };
    expect(read.offset_ms).toBe(body.offset_ms);
    expect(read.now).toBeGreaterThanOrEqual(body.now);

    await setClock(camp.end_time + MINUTE);
    expect((await detail(camp.id)).state).toBe('overdue');

    const restored = (await setClock(null)).json() as { now: number; offset_ms: number };
    expect(restored.offset_ms).toBe(0);
    expect(Math.abs(restored.now - Date.now())).toBeLessThan(MINUTE);
    expect((await detail(camp.id)).state).toBe('not_started');
  });

  it('refuses a moment that is not a number', async () => {
    expect((await setClock('tomorrow')).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'POST', url: '/dev/clock', payload: {} })).statusCode).toBe(400);
    expect(((await server.app.inject({ method: 'GET', url: '/dev/clock' })).json() as { offset_ms: number }).offset_ms).toBe(0);
  });
});

describe('without the test clock', () => {
  it.each([
    ['TEST_CLOCK unset', { NODE_ENV: 'test' }],
    ['in production', { NODE_ENV: 'production', TEST_CLOCK: '1' }],
  ])('has no /dev/clock (%s) and keeps the system clock', async (_name, env) => {
    const server = await serverWith(env, false);
    try {
      expect((await server.app.inject({ method: 'GET', url: '/dev/clock' })).statusCode).toBe(404);
      expect((await server.app.inject({ method: 'POST', url: '/dev/clock', payload: { at: 0 } })).statusCode).toBe(404);
      expect(server.app.ctx.clock.real).toBeUndefined();
      expect(Math.abs(server.app.ctx.clock.now() - Date.now())).toBeLessThan(MINUTE);
    } finally {
      await server.close();
    }
  });
});
