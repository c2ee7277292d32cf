import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { getFixture } from '../../fixtures';
import { HEADERS, PATHS, PORTAL_APP_ID } from '../../protocol';
import { fileUrlOf } from '../../protocol/upload';
import { parseFields } from '../../schema-adapters';
import { loadConfig } from '../../server/config';
import { createServer } from '../../server/runtime';
import { createSession } from '../../server/services/sessions';
import { newPublicId } from '../../server/services/tokens';
import { throwawayDatabase } from './database';

/** One benchmark applicant: its token, the module version it last saw and its own module values (JSON text). */
export interface BenchUser {
  userId: number;
  token: string;
  version: number;
  values?: string;
}

export type Engine = 'sqlite' | 'postgres';

/** A running bench server; `close` stops it and removes its data folder and database. */
export interface BenchServer {
  app: FastifyInstance;
  url: string;
  /** Where the database lives, for the log. */
  where: string;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * Starts the real server on a loopback port with a throwaway data folder: SQLite there, or for PostgreSQL a
 * throwaway database on the server `postgresUrl` names.
 */
export async function startBenchServer(engine: Engine, postgresUrl?: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  if (engine === 'postgres' && !postgresUrl) throw new Error('PostgreSQL needs a server address (DATABASE_URL)');
  const database = engine === 'postgres' && postgresUrl ? await throwawayDatabase(postgresUrl) : undefined;
  const env = { DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...(database ? { DATABASE_URL: database.url } : {}) };
  const poolMax = process.env.PG_POOL_MAX;
  const app = await createServer(loadConfig(poolMax ? { ...env, PG_POOL_MAX: poolMax } : env), { seed: true });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const where = database ? `PostgreSQL database ${new URL(database.url).pathname.slice(1)}` : `SQLite in ${dataDir}`;
  const close = async () => {
    await app.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, url, where, dataDir, close };
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
    users.push({ userId: user.id, token, version: 0 });
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

/**
 * Each user's own copy of the values: the server takes a file value only when it names the applicant's own upload
 * for that field, so every user gets a file row of their own for each file record (recorded as an upload would be).
 */
export async function withOwnFiles(app: FastifyInstance, users: BenchUser[], menuId: number, values: string): Promise<BenchUser[]> {
  const { db, clock } = app.ctx;
  const module = await db.selectFrom('modules').select(['project_id', 'fields']).where('id', '=', menuId).executeTakeFirstOrThrow();
  const fileFields = parseFields(JSON.parse(module.fields)).filter((field) => field.type === 8 || field.type === 11);
  const base = JSON.parse(values) as Record<string, unknown>;
  for (const user of users) {
    const own = { ...base };
    for (const field of fileFields) {
      const records = base[field.field];
      if (!Array.isArray(records)) continue;
      own[field.field] = await Promise.all(
        records.map(async (record: { name: string; size: number }) => {
          const uid = newPublicId();
          await db
            .insertInto('files')
            .values({ uid, user_id: user.userId, recommendation_id: null, project_id: module.project_id, module_id: menuId, field: field.field, stored_name: `${uid}.bin`, original_name: record.name, mime: 'image/jpeg', size: record.size, created_at: clock.now() })
            .execute();
          return { name: record.name, url: fileUrlOf(uid), uid, size: record.size };
        }),
      );
    }
    user.values = JSON.stringify(own);
  }
  return users;
}
