import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../protocol';
import { connect } from '../../server/db/connect';
import { useTestServer } from '../unit/server/suiteServer';

// Runs only in the PostgreSQL pass (`npm run test:server:pg`), where TEST_DATABASE_URL is set.
const adminUrl = process.env.TEST_DATABASE_URL as string;

async function terminateBackends(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe('PostgreSQL dropping idle pooled connections', () => {
  const server = useTestServer();
  let database: string;
  beforeAll(async () => {
    const row = await sql<{ name: string }>`select current_database() as name`.execute(server.app.ctx.db);
    database = row.rows[0]!.name;
  });

  it('reports the lost connection and answers the next query on a new one', async () => {
    const onIdleError = vi.fn();
    const { db } = connect({ databaseUrl: server.config.databaseUrl, onIdleError });
    try {
      await sql`select 1`.execute(db);
      expect(await terminateBackends(database)).toBeGreaterThan(0);
      await vi.waitFor(() => expect(onIdleError).toHaveBeenCalled());
      const again = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });

  it('keeps the API server up and answering after its connections are killed', async () => {
    const user = await server.applicant('scu');
    expect((await server.get(PATHS.apply.menu, {}, user.headers)).statusCode).toBe(200);
    expect(await terminateBackends(database)).toBeGreaterThan(0);
    await vi.waitFor(async () => expect(await terminateBackends(database)).toBe(0));
    const reply = await server.get(PATHS.apply.menu, {}, user.headers);
    expect(reply.statusCode).toBe(200);
  });

  it('says nothing when the pool is closing and the database goes away', async () => {
    const onIdleError = vi.fn();
    const { db } = connect({ databaseUrl: server.config.databaseUrl, onIdleError });
    await Promise.all([sql`select pg_sleep(0.05)`.execute(db), sql`select 1`.execute(db)]);
    await db.destroy();
    await terminateBackends(database);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onIdleError).not.toHaveBeenCalled();
  });
});
