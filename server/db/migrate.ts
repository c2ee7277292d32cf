import { DEFAULT_MIGRATION_TABLE, type Kysely, type Migration, Migrator, sql } from 'kysely';
import * as initial from './migrations/001_initial';
import * as content from './migrations/050_content';
import * as phoneE164 from './migrations/060_phone_e164';
import * as serverSecrets from './migrations/070_server_secrets';
import * as sessionIdle from './migrations/080_session_idle';
import * as refereeLinks from './migrations/090_referee_links';
import * as contentCategory from './migrations/100_content_category';
import * as afterSubmit from './migrations/110_after_submit';
import * as pgSpeed from './migrations/120_pg_speed';
import * as sharedState from './migrations/130_shared_state';
import * as fileBlobs from './migrations/140_file_blobs';

/** Migrations in order; add a file and an entry here. The same list runs on SQLite and PostgreSQL. */
const MIGRATIONS: Record<string, Migration> = {
  '001_initial': initial,
  '050_content': content,
  '060_phone_e164': phoneE164,
  '070_server_secrets': serverSecrets,
  '080_session_idle': sessionIdle,
  '090_referee_links': refereeLinks,
  '100_content_category': contentCategory,
  '110_after_submit': afterSubmit,
  '120_pg_speed': pgSpeed,
  '130_shared_state': sharedState,
  '140_file_blobs': fileBlobs,
};

export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Migrations not applied to the database yet (a query on the migration table: it also proves the database answers). */
export async function pendingMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(MIGRATIONS).filter((name) => !applied.has(name));
}
