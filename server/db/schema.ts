import type { ColumnType, Generated } from 'kysely';

/**
 * Table types. Conventions that keep SQLite and PostgreSQL on the same code:
 * times are integer milliseconds (bigint in PostgreSQL, parsed back to numbers), flags are 0/1 integers,
 * structured values are JSON text (read with `parseJson`, written with `JSON.stringify`).
 */
export interface Database {
  projects: ProjectTable;
  batches: BatchTable;
  modules: ModuleTable;
  users: UserTable;
  sessions: SessionTable;
  codes: CodeTable;
  captchas: CaptchaTable;
  login_failures: LoginFailureTable;
  server_secrets: ServerSecretTable;
  outbox: OutboxTable;
  applications: ApplicationTable;
  module_values: ModuleValueTable;
  files: FileTable;
  recommendations: RecommendationTable;
  referee_links: RefereeLinkTable;
  contents: ContentTable;
  content_reads: ContentReadTable;
  download_records: DownloadRecordTable;
  messages: MessageTable;
  message_reads: MessageReadTable;
  feedback: FeedbackTable;
  questionnaires: QuestionnaireTable;
  questionnaire_answers: QuestionnaireAnswerTable;
  activities: ActivityTable;
  activity_signups: ActivitySignupTable;
  rate_limits: RateLimitTable;
  operator_results: OperatorResultTable;
  file_blobs: FileBlobTable;
}

export interface ProjectTable {
  id: Generated<number>;
  org_id: number;
  /** The project domain (shortName), first path segment of the portal. */
  domain: string;
  /** Institution user type of spec section 6: bs, bicmr, bcy, itf, xjtu, ssm, qyj. */
  user_type: string;
  /** JSON: title, seo_title, ico_url, color, color_rgba, layout, background, header_image, lang, contact. */
  config: string;
  /** JSON: header menu items and page switches. */
  page_config: string;
  /** Unix seconds. */
  deadline: number;
  /** 1: password-free (temporary users). */
  free: number;
  created_at: number;
}

export interface BatchTable {
  id: Generated<number>;
  project_id: number;
  /** Null for a batch; the batch id for one of its tracks. */
  parent_id: number | null;
  /** JSON {sc, tc, en}. */
  title: string;
  start_time: number;
  end_time: number;
  sort: number;
}

export interface ModuleTable {
  id: Generated<number>;
  project_id: number;
  /** Fixture name it was seeded from; unique per project. */
  name: string;
  /** JSON {sc, tc, en}. */
  title: string;
  required: number;
  /** 0 normal, 1 referee information, 2 recommendation letter. */
  referee: number;
  /** JSON: layout and display options. */
  options: string;
  /** JSON: the raw field definitions. */
  fields: string;
  sort: number;
  /** Raised by the database on every change of the row (migration 120): what cached definitions are checked against. */
  revision: Generated<number>;
}

export interface UserTable {
  id: Generated<number>;
  project_id: number;
  /** Public id shown to the client. */
  uid: string;
  email: string | null;
  mobile: string | null;
  phone_code: string | null;
  name: string;
  password_hash: string | null;
  activated: number;
  /** 1: temporary user of a free project. */
  is_free: number;
  head_portrait: string | null;
  created_at: number;
  deleted_at: number | null;
  /** The language the applicant last used (sc, tc, en); null before the first login. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionTable {
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  user_id: number | null;
  recommendation_id: number | null;
  expires_at: number;
  created_at: number;
  /** Last use, for the idle timeout; null until the first use after opening. */
  last_seen_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CodeTable {
  id: Generated<number>;
  /** Normalised e-mail or phone number. */
  target: string;
  /** register, login, reset, activate, email_check, referee. */
  purpose: string;
  project_id: number;
  code_hash: string;
  expires_at: number;
  used_at: number | null;
  attempts: number;
  ip: string;
  created_at: number;
}

export interface CaptchaTable {
  id: string;
  answer_hash: string;
  expires_at: number;
  used_at: number | null;
}

export interface LoginFailureTable {
  account_key: string;
  failures: number;
  window_start: number;
  locked_until: number;
}

export interface OutboxTable {
  id: Generated<number>;
  project_id: number | null;
  /** email or sms. */
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  /** A link the message carries (activation, letter invitation), for the development page. */
  link: string | null;
  created_at: number;
  delivered_at: number | null;
  error: string | null;
}

export interface ApplicationTable {
  id: Generated<number>;
  user_id: number;
  project_id: number;
  batch_id: number | null;
  track_id: number | null;
  /** draft, submitted, withdrawn. */
  status: string;
  submitted_at: number | null;
  /** 1 once the acknowledgement was ticked at submit. */
  acknowledged: number;
  signature_file_id: number | null;
  /** pending, passed, failed. */
  review_status: string;
  review_reason: string | null;
  /** JSON: audit per column, admission, retest, interview and supplementary data. */
  extra: string;
  /** The unguessable token of the admission-letter link (set when an admission result is published). */
  letter_token: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: number;
  updated_at: number;
}

export interface ModuleValueTable {
  application_id: number;
  module_id: number;
  /** JSON: form values keyed by field key. */
  value: string;
  /** 1 partly saved, 2 complete. */
  state: number;
  /** Increases with every save; a write naming an older version is refused. */
  version: number;
  updated_at: number;
}

export interface FileTable {
  id: Generated<number>;
  /** Public, unguessable id used in file URLs. */
  uid: string;
  user_id: number | null;
  recommendation_id: number | null;
  project_id: number;
  module_id: number | null;
  field: string | null;
  /** Server-generated name of the stored bytes (under data/uploads/, in file_blobs or in the S3 bucket). */
  stored_name: string;
  original_name: string;
  mime: string;
  size: number;
  created_at: number;
}

export interface RecommendationTable {
  id: Generated<number>;
  application_id: number;
  /** The referee-information module and the row (columnNumber) the recommender came from. */
  module_id: number;
  row_number: number;
  name: string;
  email: string;
  /** SHA-256 of the invitation link token. */
  token_hash: string | null;
  send_state: number;
  write_state: number;
  /** 0 not sent, 1 sent, 2 completed. */
  letter_state: number;
  /** JSON letter values. */
  value: string;
  version: number;
  sent_at: number | null;
  reminded_at: number | null;
  submitted_at: number | null;
  created_at: number;
}

/** An earlier invitation link of a recommendation (the newest is `recommendations.token_hash`). */
export interface RefereeLinkTable {
  /** SHA-256 of the link token. */
  token_hash: string;
  recommendation_id: number;
  created_at: number;
}

export interface ContentTable {
  id: Generated<number>;
  project_id: number;
  /** notice, news, faq, single_page, download, article. */
  kind: string;
  /** The information hub category (protocol ARTICLE_CATEGORIES) it is listed under, or null. */
  category: string | null;
  /** JSON {sc, tc, en}. */
  title: string;
  /** JSON {sc, tc, en}: HTML, sanitised by the portal. */
  body: string;
  /** JSON: kind-specific (file url, category, ...). */
  extra: string;
  sort: number;
  published_at: number;
}

export interface ContentReadTable {
  user_id: number;
  content_id: number;
  read_at: number;
}

export interface DownloadRecordTable {
  id: Generated<number>;
  user_id: number | null;
  content_id: number;
  created_at: number;
}

export interface MessageTable {
  id: Generated<number>;
  project_id: number;
  /** Null: sent to every applicant of the project. */
  user_id: number | null;
  title: string;
  body: string;
  created_at: number;
}

export interface MessageReadTable {
  user_id: number;
  message_id: number;
  read_at: number;
}

export interface FeedbackTable {
  id: Generated<number>;
  project_id: number;
  user_id: number | null;
  content: string;
  contact: string | null;
  created_at: number;
}

export interface QuestionnaireTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  /** JSON raw field definitions. */
  fields: string;
}

export interface QuestionnaireAnswerTable {
  id: Generated<number>;
  questionnaire_id: number;
  user_id: number | null;
  value: string;
  created_at: number;
}

export interface ActivityTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  body: string;
  place: string;
  cover: string | null;
  start_time: number;
  end_time: number;
  signup_start: number;
  signup_end: number;
  capacity: number;
  /** JSON raw field definitions of the sign-up form. */
  fields: string;
  closed: number;
}

export interface ActivitySignupTable {
  id: Generated<number>;
  activity_id: number;
  user_id: number | null;
  mobile: string | null;
  email: string | null;
  value: string;
  created_at: number;
  cancelled_at: number | null;
  signed_in_at: number | null;
}

export interface ServerSecretTable {
  name: string;
  value: string;
}

/** Requests counted in a fixed window, per rate-limited route and client address (server/http/rateLimitStore.ts). */
export interface RateLimitTable {
  /** The route (method and path) and the client key. */
  key: string;
  hits: number;
  /** When the window ends; a request after it starts a new one. */
  expires_at: number;
}

/** An operator console action result, shown by the redirect that follows the action (kept for an hour). */
export interface OperatorResultTable {
  /** Unguessable id the redirect carries. */
  id: string;
  /** JSON ActionResult. */
  result: string;
  created_at: number;
}

/** A piece of a stored file's bytes (the PostgreSQL file store: server/services/files/postgresStore.ts). */
export interface FileBlobTable {
  stored_name: string;
  /** Position of the piece's first byte in the file. */
  start_byte: number;
  data: Buffer;
}
