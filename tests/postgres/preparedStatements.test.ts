import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../server/db/connect';
import { freshDatabase } from '../unit/server/harness';

// Runs only in the PostgreSQL pass (`npm run test:server:pg`), where TEST_DATABASE_URL is set.

interface Scratch {
  id: number;
  note?: string;
}

/** Statements are prepared once per connection; a table changed under a prepared `select *` keeps working. */
describe('PostgreSQL prepared statements', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Db;

  beforeAll(async () => {
    database = await freshDatabase();
    // One connection: the statement prepared before the change is the one that runs after it.
    db = connect({ databaseUrl: database.url, poolMax: 1 }).db;
    await sql`create table scratch (id integer primary key)`.execute(db);
    await sql`insert into scratch (id) values (1), (2)`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  const byId = (id: number, on: Db = db) => (on as unknown as Kysely<{ scratch: Scratch }>).selectFrom('scratch').selectAll().where('id', '=', id).executeTakeFirst();

  it('prepares a statement with parameters once and reuses it', async () => {
    await byId(1);
    await byId(2);
    const { rows } = await sql<{ count: string }>`select count(*) as count from pg_prepared_statements where statement like 'select * from "scratch"%'`.execute(db);
    expect(Number(rows[0]?.count)).toBe(1);
  });

  it('answers a prepared select * after its table gained a column (another instance migrated)', async () => {
    expect(await byId(1)).toEqual({ id: 1 });
    await sql`alter table scratch add column note text not null default 'added'`.execute(db);
    expect(await byId(1)).toEqual({ id: 1, note: 'added' });
  });

  it('inside a transaction fails only that transaction, and the next one runs', async () => {
    expect(await byId(2)).toEqual({ id: 2, note: 'added' });
    await sql`alter table scratch drop column note`.execute(db);
    await expect(db.transaction().execute((trx) => byId(2, trx))).rejects.toThrow(/cached plan/);
    await expect(db.transaction().execute((trx) => byId(2, trx))).resolves.toEqual({ id: 2 });
  });
});
