import type { Kysely } from 'kysely';

/** Secrets the server generates once and every process shares (the key of stored code HMACs). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').ifExists().execute();
}
