import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { HEADERS, PORTAL_APP_ID, signedQuery, type ApiEnvelope } from '../../../protocol';
import { loadConfig, type ServerConfig } from '../../../server/config';
import { createServer, type StartOptions } from '../../../server/runtime';
import { createSession } from '../../../server/services/sessions';
import { newPublicId } from '../../../server/services/tokens';

/** A clock tests move by hand. */
export class TestClock {
  constructor(public current = Date.parse('2026-11-22T08:00:00Z')) {}
  now = (): number => this.current;
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestServer {
  app: FastifyInstance;
  clock: TestClock;
  config: ServerConfig;
  /** Signed GET with the portal's headers. */
  get(path: string, query?: Record<string, string | number>, headers?: Record<string, string>): Promise<Reply>;
  /** Form-encoded POST with the portal's headers. */
  post(path: string, form?: Record<string, string | number>, headers?: Record<string, string>): Promise<Reply>;
  /** A project id by demo domain. */
  projectId(domain: string): Promise<number>;
  /** Inserts an activated applicant with a session and returns its token headers. */
  applicant(domain: string, overrides?: { email?: string }): Promise<{ userId: number; headers: Record<string, string> }>;
  close(): Promise<void>;
}

export interface Reply {
  statusCode: number;
  body: ApiEnvelope;
  raw: LightMyRequestResponse;
}

const toReply = (raw: LightMyRequestResponse): Reply => {
  let body: ApiEnvelope;
  try {
    body = raw.json();
  } catch {
    body = { status: raw.statusCode, message: raw.body, data: null };
  }
  return { statusCode: raw.statusCode, body, raw };
};

/** PostgreSQL: a fresh database per server when TEST_DATABASE_URL is set; otherwise a fresh SQLite file. */
export async function freshDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => {} };
  const name = `t_${newPublicId().toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const DEFAULT_HEADERS = { [HEADERS.appId]: PORTAL_APP_ID, [HEADERS.language]: 'en' };

/** A seeded server on a throwaway database, driven with `inject`. */
export async function startTestServer(options: { seed?: boolean; env?: Record<string, string>; fieldTypes?: StartOptions['fieldTypes'] } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const database = await freshDatabase();
  const config = loadConfig({ DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), NODE_ENV: 'test', TRUST_PROXY: '1', ...(database.url ? { DATABASE_URL: database.url } : {}), ...options.env });
  const clock = new TestClock();
  const app = await createServer(config, { clock, seed: options.seed ?? true, ...(options.fieldTypes ? { fieldTypes: options.fieldTypes } : {}) });

  const server: TestServer = {
    app,
    clock,
    config,
    async get(path, query = {}, headers = {}) {
      const signed = signedQuery(query, clock.now());
      return toReply(await app.inject({ method: 'GET', url: path, query: signed, headers: { ...DEFAULT_HEADERS, ...headers } }));
    },
    async post(path, form = {}, headers = {}) {
      const payload = new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)])).toString();
      return toReply(
        await app.inject({
          method: 'POST',
          url: path,
          payload,
          headers: { ...DEFAULT_HEADERS, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        }),
      );
    },
    async projectId(domain) {
      const row = await app.ctx.db.selectFrom('projects').select('id').where('domain', '=', domain).executeTakeFirstOrThrow();
      return row.id;
    },
    async applicant(domain, overrides = {}) {
      const projectId = await server.projectId(domain);
      const uid = newPublicId();
      const user = await app.ctx.db
        .insertInto('users')
        .values({
          project_id: projectId,
          uid,
          email: overrides.email ?? `${uid.toLowerCase()}@example.com`,
          mobile: null,
          phone_code: null,
          name: 'Test Applicant',
          password_hash: null,
          activated: 1,
          is_free: 0,
          head_portrait: null,
          created_at: clock.now(),
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = await createSession(app.ctx.db, { userId: user.id }, clock.now(), config.sessionTtlMs);
      return { userId: user.id, headers: { [HEADERS.token]: token } };
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
