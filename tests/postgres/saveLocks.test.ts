import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../protocol';
import type { FiledData } from '../../protocol/apply';
import { applicantWithBatch, moduleId, ownFixtureValues, save } from '../unit/server/apply/helpers';
import { useTestServer } from '../unit/server/suiteServer';

// Runs only in the PostgreSQL pass (`npm run test:server:pg`), where TEST_DATABASE_URL is set.

/**
 * A save locks the application row before it writes (one statement on PostgreSQL): a submit holding that row
 * decides first, and the save then sees the application as the submit left it.
 */
describe('PostgreSQL: a save waits for a submit holding the application', () => {
  const server = useTestServer();
  let basic: number;
  let database: string;
  beforeAll(async () => {
    basic = await moduleId(server, 'scu', 'scu-basic-info');
    database = (await sql<{ name: string }>`select current_database() as name`.execute(server.app.ctx.db)).rows[0]!.name;
  });

  /** A second connection that holds the user's application row in an open transaction, as a submit does. */
  async function holdApplication(userId: number) {
    const holder = new pg.Client({ connectionString: server.config.databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from applications where user_id = $1 for update', [userId]);
    return holder;
  }

  /** Waits until a backend of the test database waits for a row lock (the save). */
  async function saveIsWaiting(): Promise<void> {
    await vi.waitFor(async () => {
      const { rows } = await sql<{ waiting: string }>`select count(*) as waiting from pg_stat_activity where datname = ${database} and wait_event_type = 'Lock'`.execute(server.app.ctx.db);
      expect(Number(rows[0]?.waiting)).toBe(1);
    });
  }

  it('refuses the save with the submitted message when the submit commits first', async () => {
    const user = await applicantWithBatch(server);
    const values = await ownFixtureValues(server, user.headers, basic, 'scu-basic-info');
    expect((await save(server, user.headers, basic, values, 0)).statusCode).toBe(200);
    const holder = await holdApplication(user.userId);
    try {
      const saving = save(server, user.headers, basic, { ...values, name: '李四' }, 1);
      await saveIsWaiting();
      await holder.query("update applications set status = 'submitted' where user_id = $1", [user.userId]);
      await holder.query('commit');
      const reply = await saving;
      expect(reply.body).toMatchObject({ status: 403 });
      expect(reply.body.message).toMatch(/submitted/i);
    } finally {
      await holder.end();
    }
    const filed = (await server.get(PATHS.apply.filed, { menu_id: basic }, user.headers)).body.data as FiledData;
    expect(filed).toMatchObject({ version: 1, values: { name: values.name } });
  });

  it('stores the save once the holder lets go without submitting', async () => {
    const user = await applicantWithBatch(server);
    const values = await ownFixtureValues(server, user.headers, basic, 'scu-basic-info');
    const holder = await holdApplication(user.userId);
    try {
      const saving = save(server, user.headers, basic, values, 0);
      await saveIsWaiting();
      await holder.query('rollback');
      expect((await saving).body).toMatchObject({ status: 200, data: { version: 1, state: 2 } });
    } finally {
      await holder.end();
    }
  });
});
