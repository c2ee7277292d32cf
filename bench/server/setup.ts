import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { getFixture } from '../../fixtures';
import { HEADERS, PATHS, PORTAL_APP_ID } from '../../protocol';
import { loadConfig } from '../../server/config';
import { createServer } from '../../server/runtime';
import { createSession } from '../../server/services/sessions';
import { newPublicId } from '../../server/services/tokens';

/** One benchmark applicant: its token and the module version it last saw. */
export interface BenchUser {
  token: string;
  version: number;
}

/** Starts the real server on a loopback port with a throwaway SQLite data folder. */
export async function startBenchServer(): Promise<{ app: FastifyInstance; url: string; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0' });
  const app = await createServer(config, { seed: true });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, dataDir };
}

/** The headers the portal sends. */
export const portalHeaders = (token: string): Record<string, string> => ({ [HEADERS.appId]: PORTAL_APP_ID, [HEADERS.language]: 'en', [HEADERS.token]: token });

/** Creates `count` applicants of `domain` with sessions, each having chosen the open batch's first track. */
export async function createApplicants(app: FastifyInstance, domain: string, count: number): Promise<BenchUser[]> {
  const { db, clock, config } = app.ctx;
  const project = await db.selectFrom('projects').select('id').where('domain', '=', domain).executeTakeFirstOrThrow();
  const batches = await db.selectFrom('batches').selectAll().where('project_id', '=', project.id).orderBy('id').execute();
  const now = clock.now();
  const open = batches.find((row) => row.parent_id === null && row.start_time <= now && row.end_time >= now);
  const track = batches.find((row) => row.parent_id === open?.id);
  if (!open || !track) throw new Error(`${domain} has no open batch`);
  const users: BenchUser[] = [];
  for (let index = 0; index < count; index += 1) {
    const uid = newPublicId();
    const user = await db
      .insertInto('users')
      .values({ project_id: project.id, uid, email: `bench-${index}-${uid.toLowerCase()}@example.com`, mobile: null, phone_code: null, name: 'Bench', password_hash: null, activated: 1, is_free: 0, head_portrait: null, created_at: now, deleted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createSession(db, { userId: user.id }, now, config.sessionTtlMs);
    const reply = await app.inject({
      method: 'POST',
      url: PATHS.apply.batch,
      headers: { ...portalHeaders(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ batch_id: String(open.id), track_id: String(track.id) }).toString(),
    });
    if (reply.statusCode !== 200) throw new Error(`choosing a batch failed: ${reply.body}`);
    users.push({ token, version: 0 });
  }
  return users;
}

/** The module id and valid values of scu-basic-info in the scu project. */
export async function basicInfoModule(app: FastifyInstance): Promise<{ menuId: number; values: string }> {
  const { db } = app.ctx;
  const row = await db
    .selectFrom('modules')
    .innerJoin('projects', 'projects.id', 'modules.project_id')
    .select('modules.id')
    .where('projects.domain', '=', 'scu')
    .where('modules.name', '=', 'scu-basic-info')
    .executeTakeFirstOrThrow();
  const values = getFixture('scu-basic-info').valid[0]?.values ?? {};
  return { menuId: row.id, values: JSON.stringify(values) };
}
