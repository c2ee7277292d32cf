import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * File bytes kept in the database (the PostgreSQL file store): one row per piece of a stored file, keyed by the stored
 * name and the piece's first byte. Uploads are mostly compressed already (images, PDF, video, zip), so PostgreSQL keeps
 * the pieces uncompressed (storage external), which also lets `substring` read a range without the whole piece.
 * SQLite gets the same (unused) table, so both databases have one schema.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('file_blobs')
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('start_byte', 'bigint', (c) => c.notNull())
    .addColumn('data', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_blobs_pk', ['stored_name', 'start_byte'])
    .execute();
  if (postgres) await sql`alter table file_blobs alter column data set storage external`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('file_blobs').execute();
}
