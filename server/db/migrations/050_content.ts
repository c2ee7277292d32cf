import type { Kysely } from 'kysely';

/** Content area: one questionnaire answer per applicant (enforced), and indexes for its per-user lookups. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('questionnaire_answers_once').ifNotExists().unique().on('questionnaire_answers').columns(['questionnaire_id', 'user_id']).execute();
  await db.schema.createIndex('download_records_content').ifNotExists().on('download_records').columns(['content_id']).execute();
  await db.schema.createIndex('feedback_user').ifNotExists().on('feedback').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('activity_signups_contact').ifNotExists().on('activity_signups').columns(['mobile', 'email']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['questionnaire_answers_once', 'download_records_content', 'feedback_user', 'activity_signups_contact']) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
