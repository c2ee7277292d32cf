import type { Kysely } from 'kysely';

/**
 * After submission: the language an applicant last used (messages and e-mails an operator's actions send are written
 * in it) and the unguessable token of an application's admission-letter link (looked up without a session).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
  await db.schema.alterTable('applications').addColumn('letter_token', 'text').execute();
  await db.schema.createIndex('applications_letter_token').unique().on('applications').column('letter_token').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('applications_letter_token').execute();
  await db.schema.alterTable('applications').dropColumn('letter_token').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}
