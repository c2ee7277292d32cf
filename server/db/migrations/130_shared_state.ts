import type { Kysely } from 'kysely';

/**
 * State every server instance sharing the database must see: the request counters of the rate-limited routes, and
 * the operator console's action results a redirect shows (Post/Redirect/Get, possibly served by another instance).
 * Expired rows are swept through the indexes on their times.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_expires_at').on('rate_limits').column('expires_at').execute();
  await db.schema
    .createTable('operator_results')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('operator_results_created_at').on('operator_results').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_results').execute();
  await db.schema.dropTable('rate_limits').execute();
}
