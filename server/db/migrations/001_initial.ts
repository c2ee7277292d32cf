import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

type Table = CreateTableBuilder<string, never>;

function columns(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    id: (table: Table): Table =>
      postgres
        ? table.addColumn('id', 'serial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
  };
}

/** The whole schema. Times are bigint milliseconds; JSON is text; flags are integers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { id } = columns(db);
  const create = (name: string) => db.schema.createTable(name).ifNotExists();

  await id(create('projects'))
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull().unique())
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('page_config', 'text', (c) => c.notNull())
    .addColumn('deadline', 'bigint', (c) => c.notNull())
    .addColumn('free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await id(create('batches'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('parent_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await id(create('modules'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('referee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('modules_project_name', ['project_id', 'name'])
    .execute();

  await id(create('users'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('mobile', 'text')
    .addColumn('phone_code', 'text')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('activated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('head_portrait', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .addUniqueConstraint('users_project_email', ['project_id', 'email'])
    .addUniqueConstraint('users_project_mobile', ['project_id', 'mobile'])
    .execute();

  await create('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer')
    .addColumn('recommendation_id', 'integer')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await id(create('codes'))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await create('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await create('login_failures')
    .addColumn('account_key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .execute();

  await id(create('outbox'))
    .addColumn('project_id', 'integer')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('delivered_at', 'bigint')
    .addColumn('error', 'text')
    .execute();

  await id(create('applications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('batch_id', 'integer')
    .addColumn('track_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint')
    .addColumn('acknowledged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signature_file_id', 'integer')
    .addColumn('review_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('review_reason', 'text')
    .addColumn('extra', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('applications_user_project', ['user_id', 'project_id'])
    .execute();

  await create('module_values')
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('module_values_pk', ['application_id', 'module_id'])
    .execute();

  await id(create('files'))
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer')
    .addColumn('recommendation_id', 'integer')
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('module_id', 'integer')
    .addColumn('field', 'text')
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await id(create('recommendations'))
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id'))
    .addColumn('module_id', 'integer', (c) => c.notNull())
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('send_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('write_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('letter_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('value', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'bigint')
    .addColumn('reminded_at', 'bigint')
    .addColumn('submitted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('recommendations_application_email', ['application_id', 'email'])
    .execute();

  await id(create('contents'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('extra', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .execute();

  await create('content_reads')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('content_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_reads_pk', ['user_id', 'content_id'])
    .execute();

  await id(create('download_records'))
    .addColumn('user_id', 'integer')
    .addColumn('content_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await id(create('messages'))
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await create('message_reads')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('message_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_reads_pk', ['user_id', 'message_id'])
    .execute();

  await id(create('feedback'))
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await id(create('questionnaires'))
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .execute();

  await id(create('questionnaire_answers'))
    .addColumn('questionnaire_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await id(create('activities'))
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('cover', 'text')
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('signup_start', 'bigint', (c) => c.notNull())
    .addColumn('signup_end', 'bigint', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await id(create('activity_signups'))
    .addColumn('activity_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('mobile', 'text')
    .addColumn('email', 'text')
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('cancelled_at', 'bigint')
    .addColumn('signed_in_at', 'bigint')
    .execute();

  const index = (name: string, table: string, cols: string[]) =>
    db.schema.createIndex(name).ifNotExists().on(table).columns(cols).execute();
  await index('sessions_expiry', 'sessions', ['expires_at']);
  await index('codes_target', 'codes', ['target', 'purpose', 'created_at']);
  await index('codes_ip', 'codes', ['ip', 'created_at']);
  await index('batches_project', 'batches', ['project_id']);
  await index('modules_project', 'modules', ['project_id']);
  await index('files_user', 'files', ['user_id']);
  await index('contents_project_kind', 'contents', ['project_id', 'kind']);
  await index('messages_project', 'messages', ['project_id', 'user_id']);
  await index('activity_signups_activity', 'activity_signups', ['activity_id']);
  await sql`select 1`.execute(db);
}
