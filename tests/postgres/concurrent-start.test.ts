import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { PROBE_PATHS } from '../../server/http/probes';
import { createServer } from '../../server/runtime';
import { freshDatabase, TestClock } from '../unit/server/harness';

// Runs only in the PostgreSQL pass, where TEST_DATABASE_URL is set.

/** Every table start-up writes to: schema, secret and the seeded demo data. */
const TABLES = [
  'kysely_migration',
  'server_secrets',
  'projects',
  'batches',
  'modules',
  'users',
  'applications',
  'module_values',
  'files',
  'recommendations',
  'referee_links',
  'contents',
  'messages',
  'activities',
  'activity_signups',
  'questionnaires',
  'questionnaire_answers',
  'outbox',
];

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Starts `count` instances at the same moment on one new, empty database, each with its own data folder. */
async function startTogether(count: number): Promise<FastifyInstance[]> {
  const database = await freshDatabase();
  cleanups.push(database.drop);
  const clock = new TestClock();
  const starts = Array.from({ length: count }, () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-start-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const config = loadConfig({ DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), NODE_ENV: 'test', DATABASE_URL: database.url! });
    return createServer(config, { clock });
  });
  const settled = await Promise.allSettled(starts);
  const servers = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  cleanups.push(async () => {
    for (const server of servers) await server.close();
  });
  expect(settled.filter((result) => result.status === 'rejected')).toEqual([]);
  return servers;
}

async function rowCounts(server: FastifyInstance): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)}`.execute(server.ctx.db);
    counts[table] = rows[0]!.count;
  }
  return counts;
}

describe('instances started together on one empty PostgreSQL database', () => {
  it('migrate, create the secret and seed once: the same rows as one instance alone, and all three are ready', async () => {
    const [alone] = await startTogether(1);
    const expected = await rowCounts(alone!);
    expect(expected.projects).toBeGreaterThan(0);
    expect(expected.users).toBeGreaterThan(0);
    expect(expected.server_secrets).toBe(1);

    const servers = await startTogether(3);
    expect(servers).toHaveLength(3);
    expect(await rowCounts(servers[0]!)).toEqual(expected);
    for (const server of servers) {
      const ready = await server.inject({ method: 'GET', url: PROBE_PATHS.ready });
      expect(ready.json()).toEqual({ status: 'ok' });
    }
    expect(new Set(servers.map((server) => server.ctx.secret)).size).toBe(1);
  }, 300_000);
});
