import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A module's revision, raised by the database on every change of the row whoever makes it (seeding, an operator, a
 * hand edit): servers keep a module's definitions in memory and a save is written only while the stored revision is
 * still the one it validated against. And indexes on the columns sessions and files are looked up by besides their
 * keys (ending a user's or a referee's sessions, a referee's files), which were full scans.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('modules').addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function modules_next_revision() returns trigger language plpgsql as $$
      begin
        new.revision := old.revision + 1;
        return new;
      end
    $$`.execute(db);
    await sql`create trigger modules_revision before update on modules for each row execute function modules_next_revision()`.execute(db);
  } else {
    await sql`create trigger modules_revision after update on modules for each row when new.revision = old.revision
      begin
        update modules set revision = old.revision + 1 where id = new.id;
      end`.execute(db);
  }
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_recommendation').on('sessions').column('recommendation_id').execute();
  await db.schema.createIndex('files_recommendation').on('files').column('recommendation_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('files_recommendation').execute();
  await db.schema.dropIndex('sessions_recommendation').execute();
  await db.schema.dropIndex('sessions_user').execute();
  await sql`drop trigger modules_revision${db.getExecutor().adapter instanceof PostgresAdapter ? sql` on modules` : sql``}`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`drop function modules_next_revision()`.execute(db);
  await db.schema.alterTable('modules').dropColumn('revision').execute();
}
