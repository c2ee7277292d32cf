import type { Kysely } from 'kysely';

/** Information hub: every content row may be listed under one category (`/article/{category}`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contents').addColumn('category', 'text').execute();
  await db.schema.createIndex('contents_category').on('contents').columns(['project_id', 'category']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contents_category').execute();
  await db.schema.alterTable('contents').dropColumn('category').execute();
}
