import type { Kysely } from 'kysely';

/** Earlier invitation links of a recommendation (the newest is recommendations.token_hash): valid until the letter is submitted or the address changes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('referee_links')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('recommendation_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('referee_links_recommendation').on('referee_links').column('recommendation_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referee_links').execute();
}
