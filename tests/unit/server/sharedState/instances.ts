import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { HEADERS } from '../../../../protocol';
import { loadConfig } from '../../../../server/config';
import { createServer } from '../../../../server/runtime';
import { createSession } from '../../../../server/services/sessions';
import { newPublicId } from '../../../../server/services/tokens';
import { DEFAULT_HEADERS, freshDatabase, TestClock } from '../harness';

/** Server instances on one database, as behind a load balancer: one SQLite file, or one fresh PostgreSQL database. */
export interface Instances {
  servers: FastifyInstance[];
  /** The clock every instance reads. */
  clock: TestClock;
  /** An activated applicant of a demo project with a session, as token headers. */
  applicant(domain: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** Starts `count` instances one after another (each with its own data folder when on PostgreSQL). */
export async function startInstances(count: number): Promise<Instances> {
  const database = await freshDatabase();
  const clock = new TestClock();
  const folders: string[] = [];
  const servers: FastifyInstance[] = [];
  // SQLite is one file in one data folder, so its instances share the folder; PostgreSQL instances share nothing else.
  const shared = database.url ? undefined : mkdtempSync(join(tmpdir(), 'portal-shared-'));
  for (let index = 0; index < count; index += 1) {
    const dataDir = shared ?? mkdtempSync(join(tmpdir(), 'portal-shared-'));
    if (!folders.includes(dataDir)) folders.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), NODE_ENV: 'test', TRUST_PROXY: '1', ...(database.url ? { DATABASE_URL: database.url } : {}) });
    servers.push(await createServer(config, { clock }));
  }
  return {
    servers,
    clock,
    async applicant(domain) {
      const db = servers[0]!.ctx.db;
      const project = await db.selectFrom('projects').select('id').where('domain', '=', domain).executeTakeFirstOrThrow();
      const uid = newPublicId();
      const user = await db
        .insertInto('users')
        .values({ project_id: project.id, uid, email: `${uid.toLowerCase()}@example.com`, mobile: null, phone_code: null, name: 'Shared Applicant', password_hash: null, activated: 1, is_free: 0, head_portrait: null, created_at: clock.now(), deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = await createSession(db, { userId: user.id }, clock.now(), servers[0]!.ctx.config.sessionTtlMs);
      return { [HEADERS.token]: token };
    },
    async close() {
      for (const server of servers) await server.close();
      await database.drop();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A form-encoded POST with the portal's headers. */
export function postForm(app: FastifyInstance, url: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: { ...DEFAULT_HEADERS, 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}
