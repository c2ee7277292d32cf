/**
 * Content, messages, misc and activities: paths that paths.ts does not name, request schemas and answer shapes.
 *
 * Project scope: a signed-in applicant always sees their own project; anonymous calls name it by `project_id`
 * (or `domain`). Localised text is answered twice: picked for the request language (`title`, `body`) and per locale
 * (`title_i18n`, `body_i18n`).
 */

import type { RequestOf } from './requestOf';

/** Paths of this area that paths.ts leaves out. */
export const CONTENT_PATHS = {
  /** POST `id`: marks one message read. */
  messageRead: '/v1/org/message/read',
  /** POST: marks every message of the signed-in user read. */
  messageReadAll: '/v1/org/message/readAll',
  /** GET `category` (one page of the information hub's content of that category) or `id` (one item). */
  article: '/v1/public/article',
  /** Downloadable files (unsigned: the browser opens them directly). */
  download: '/downloads/:name',
} as const;

/**
 * Categories of the information hub (`/article/{category}`). Every content row may carry one; a category's page lists
 * its rows of any kind (articles, single pages, news, downloads), important first, then newest.
 */
export const ARTICLE_CATEGORIES = ['apply-info', 'news', 'download-files', 'examination', 'experience', 'activities', 'progress', 'personal_data'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 50;
export const FEEDBACK_MAX_LENGTH = 2000;
export const SCHOOL_SEARCH_LIMIT = 20;

const id = { type: 'integer', minimum: 1 } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const paging = {
  page: { type: 'integer', minimum: 1, default: 1 },
  page_size: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT },
} as const;
const project = { project_id: id, domain: text(64) } as const;
const contact = { mobile: text(32), email: text(254), phone_code: text(8) } as const;

/** Request schemas (Fastify route schemas); GET ones leave additional properties open for `time` and `hash`. */
export const CONTENT_SCHEMAS = {
  listQuery: { type: 'object', properties: { ...paging, ...project } },
  /** Notices, news and messages: with `id` the call answers that one item instead of a page. */
  itemOrListQuery: { type: 'object', properties: { id, ...paging, ...project } },
  articleQuery: { type: 'object', properties: { id, category: { type: 'string', enum: ARTICLE_CATEGORIES }, ...paging, ...project } },
  projectQuery: { type: 'object', properties: { ...project } },
  singlePageQuery: { type: 'object', properties: { id, slug: text(64), ...project } },
  idBody: { type: 'object', required: ['id'], properties: { id, ...project } },
  feedbackBody: { type: 'object', required: ['content'], properties: { content: { type: 'string' }, contact: text(100) } },
  schoolListQuery: { type: 'object', properties: { level: id, ...paging } },
  schoolSearchQuery: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1, maxLength: 100 } } },
  answerBody: { type: 'object', required: ['value'], properties: { id, value: { type: 'string', maxLength: 100000 }, ...project } },
  channelBody: {
    type: 'object',
    required: ['channel'],
    properties: { channel: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }, ...project },
  },
  weChatBody: { type: 'object', required: ['url'], properties: { url: { type: 'string', minLength: 1, maxLength: 2000 } } },
  activityListQuery: { type: 'object', properties: { ...paging, ...project, ...contact, state: text(16) } },
  activityQuery: { type: 'object', properties: { ...project, ...contact } },
  activityDetailQuery: { type: 'object', required: ['id'], properties: { id, ...project, ...contact } },
  applyFieldQuery: { type: 'object', required: ['act_id'], properties: { act_id: id, ...project } },
  signUpBody: {
    type: 'object',
    required: ['act_id'],
    properties: { act_id: id, value: { type: 'string', maxLength: 100000 }, ...contact, ...project },
  },
  actBody: { type: 'object', required: ['act_id'], properties: { act_id: id, ...contact, ...project } },
  downloadParams: { type: 'object', required: ['name'], properties: { name: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,100}$' } } },
} as const;

/** The request one of CONTENT_SCHEMAS describes, e.g. `ContentRequest<'signUpBody'>`. */
export type ContentRequest<K extends keyof typeof CONTENT_SCHEMAS> = RequestOf<(typeof CONTENT_SCHEMAS)[K]>;

export type Locale3 = 'sc' | 'tc' | 'en';
export type I18nText = Partial<Record<Locale3, string>>;

/** One page of a list. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
  has_more: boolean;
}

/** notice, news (tidings), faq, single_page, download, article (a page of the information hub). */
export type ContentKind = 'notice' | 'news' | 'faq' | 'single_page' | 'download' | 'article';

/** A notice, news item, FAQ pair (title = question, body = answer), single page, download or hub article. */
export interface ContentItem {
  id: number;
  kind: ContentKind;
  /** The information hub category it is listed under, if any. */
  category: ArticleCategory | null;
  title: string;
  body: string;
  title_i18n: I18nText;
  body_i18n: I18nText;
  /** Notices: shown first and highlighted. */
  important: boolean;
  /** Single pages: `statement`, `privacy`, `application_guide`. */
  slug: string | null;
  /** Downloads: where the file is served, its name and size. */
  url: string | null;
  file_name: string | null;
  size: number | null;
  published_at: number;
  /** The signed-in user read it (always false when anonymous). */
  read: boolean;
}

/** `public.mark`: what the signed-in user has read, per content kind (anonymous: nothing read). */
export type MarkData = Record<'notice' | 'news' | 'single_page', { total: number; unread: number; read_ids: number[] }>;

export interface FeedbackItem {
  id: number;
  content: string;
  contact: string | null;
  created_at: number;
}

export interface RegionName {
  sc: string;
  tc: string;
  en: string;
}

/** `public.area`: a provincial-level division with some of its major cities. */
export interface AreaProvince {
  code: string;
  name: RegionName;
  cities: Array<{ code: string; name: RegionName }>;
}

/** `public.country`: classname is the initial of the English name (for the grouped phone-code picker). */
export interface CountryEntry {
  code: string;
  classname: string;
  county: RegionName;
  phoneCo: string;
}

export interface MessageRecord {
  id: number;
  title: string;
  body: string;
  title_i18n: I18nText;
  body_i18n: I18nText;
  /** Sent to the whole project rather than to this user. */
  broadcast: boolean;
  read: boolean;
  created_at: number;
}

export type MessagePage = Paged<MessageRecord> & { unread: number };

/** Answer of reading one message or all of them: the messages still unread (and, for all, how many were newly read). */
export interface MessageReadResult {
  unread: number;
  marked?: number;
}

/** Answer of recording a download: the material and how often it has been downloaded. */
export interface DownloadRecord {
  id: number;
  downloads: number;
}

export interface ModuleConfig {
  menu: Array<{ index: number; key: string; title: RegionName; show: boolean }>;
  features: Record<string, boolean | string>;
}

export interface ForeignSchoolLevel {
  id: number;
  name: RegionName;
}

export interface ForeignSchool {
  id: number;
  level: number;
  name: RegionName;
  country: string;
}

export interface QuestionnaireData {
  id: number;
  title: string;
  title_i18n: I18nText;
  /** Raw field definitions (the fixtures' format). */
  fields: unknown[];
  answered: boolean;
}

export interface BrowserInfo {
  name: string;
  version: string;
  /** False for Internet Explorer below 10. */
  supported: boolean;
}

export interface WeChatConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/**
 * Activity states of spec section 4, for this user or contact. `signed`: signed up, before the activity's day or
 * already signed in; `not_signed`: signed up, the activity's day has come and no sign-in yet (after the end: missed).
 */
export type ActivityState = 'not_started' | 'signing_up' | 'signed' | 'not_signed' | 'full' | 'overdue' | 'closed';

export const ACTIVITY_STATES: readonly ActivityState[] = ['not_started', 'signing_up', 'signed', 'not_signed', 'full', 'overdue', 'closed'];

export interface ActivitySummary {
  id: number;
  title: string;
  title_i18n: I18nText;
  place: string;
  cover: string | null;
  start_time: number;
  end_time: number;
  signup_start: number;
  signup_end: number;
  /** 0: unlimited. */
  capacity: number;
  signed_count: number;
  state: ActivityState;
  state_name: string;
}

export interface ActivityDetail extends ActivitySummary {
  body: string;
  body_i18n: I18nText;
  place_i18n: I18nText;
  signed_in: boolean;
}

export type ActivityQuantity = Record<ActivityState | 'total', number>;

export interface SignUpResult {
  id: number;
  act_id: number;
  state: ActivityState;
}

export interface RegisteredActivity {
  id: number;
  act_id: number;
  title: string;
  start_time: number;
  end_time: number;
  place: string;
  state: ActivityState;
  signed_up_at: number;
  signed_in_at: number | null;
}
