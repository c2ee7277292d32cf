/**
 * Applying: batches and tracks, the module menu, saving and submitting modules, progress and the data an operator
 * publishes after submission. Request schemas (JSON Schema; form fields arrive as strings the server coerces) and
 * the `data` of the answers.
 *
 * Times in every answer of this file are **unix seconds** (the database keeps milliseconds).
 * Texts per language are `{ sc, tc, en }` objects; `name` fields carry the same text in the request's language.
 */

import type { RequestOf } from './requestOf';

/** Text per portal language. */
export type ApplyText = Partial<Record<'sc' | 'tc' | 'en', string>>;

const MAX_ID = 2147483647;
const id = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;
/** The project a call names (the signed-in user's own wins). */
export const projectFields = { org_id: { type: 'integer' }, project_id: id } as const;
/** JSON text of a form's values keyed by field key. */
const valuesText = { type: 'string', maxLength: 1_000_000 } as const;
/** The version an edit is based on (0 before the first save); a stale one is refused with 409. */
const editVersion = { type: 'integer', minimum: 0, maximum: MAX_ID } as const;
/** The body fields of saving a published form (re-examination, supplementary materials). */
export const savedFormFields = { ...projectFields, value: valuesText, version: editVersion } as const;

/** GET batch.info, org.projectBatch, org.settingInfo, apply.getRegisterField: a project (default: the signed-in user's). */
export const projectQuerySchema = { type: 'object', properties: { ...projectFields, domain: { type: 'string', maxLength: 64 } } } as const;
export type ProjectQuery = RequestOf<typeof projectQuerySchema>;

/** GET calls without parameters of their own (signed-in user's data). */
export const emptyQuerySchema = { type: 'object', properties: { ...projectFields } } as const;
export type EmptyQuery = RequestOf<typeof emptyQuerySchema>;

/** GET batch.detail, batch.address: one batch of the user's project. */
export const batchQuerySchema = { type: 'object', required: ['batch_id'], properties: { ...projectFields, batch_id: id } } as const;
export type BatchQuery = RequestOf<typeof batchQuerySchema>;

/** GET apply.filed: one module (its id is the menu id). */
export const filedQuerySchema = { type: 'object', required: ['menu_id'], properties: { ...projectFields, menu_id: id } } as const;
export type FiledQuery = RequestOf<typeof filedQuerySchema>;

/** A form an operator published (re-examination, supplementary materials) with the applicant's saved answers. */
export interface SavedFormData {
  /** Raw field definitions, as a module's (empty when none was published). */
  fields: unknown[];
  values: Record<string, unknown>;
  /** 0 before the first save. */
  version: number;
  /** 0 nothing saved, 1 partly filled, 2 complete. */
  state: 0 | 1 | 2;
  saved_at: number | null;
  published_at: number | null;
}

/** POST apply.batch: choose a batch and one of its tracks (required when the batch has tracks). */
export const chooseBatchBodySchema = {
  type: 'object',
  required: ['batch_id'],
  properties: { ...projectFields, batch_id: id, track_id: id },
} as const;
export type ChooseBatchBody = RequestOf<typeof chooseBatchBodySchema>;

/**
 * POST apply.basic: `value` is the JSON text of the module's form values keyed by field key (fixtures/README.md);
 * `version` is the version the client loaded (0 when the module was never saved).
 */
export const saveModuleBodySchema = {
  type: 'object',
  required: ['menu_id', 'value', 'version'],
  properties: {
    ...projectFields,
    menu_id: id,
    value: valuesText,
    version: editVersion,
    /** 1: the applicant confirmed changing or removing invited recommenders (otherwise such a save is refused with 428). */
    confirm_email_change: { type: 'integer', enum: [0, 1] },
  },
} as const;
export type SaveModuleBody = RequestOf<typeof saveModuleBodySchema>;

/** POST apply.submit: `acknowledge` must be 1; `signature` optionally names an uploaded autograph file (uid). */
export const submitBodySchema = {
  type: 'object',
  required: ['acknowledge'],
  properties: { ...projectFields, acknowledge: { type: 'integer', enum: [0, 1] }, signature: { type: 'string', maxLength: 64 } },
} as const;
export type SubmitBody = RequestOf<typeof submitBodySchema>;

/**
 * POST apply.revokeApply, apply.reapply, apply.export.
 * revokeApply: a submitted application still pending review, within its window, goes back to editable (status
 * `withdrawn`; batch, values and module states kept). reapply: a draft or withdrawn application starts again:
 * batch choice cleared, every module state back to 0 with its version increased; the saved values are KEPT as a
 * starting point and must be saved again (which validates them) before a submit. export: the envelope as a JSON
 * attachment, `data` = the user's own application (never a recommendation letter).
 */
export const emptyBodySchema = { type: 'object', properties: { ...projectFields } } as const;
export type EmptyBody = RequestOf<typeof emptyBodySchema>;

/** POST apply.saveRetestInfo and apply.overallSubmission: JSON text of values for the published form. */
export const formValuesBodySchema = {
  type: 'object',
  required: ['value'],
  properties: { ...projectFields, value: valuesText },
} as const;
export type FormValuesBody = RequestOf<typeof formValuesBodySchema>;

/** POST apply.applicantConfirmationFlow: accept (1) or decline (0) the interview invitation or the admission offer. */
export const confirmationBodySchema = {
  type: 'object',
  required: ['type', 'confirm'],
  properties: {
    ...projectFields,
    type: { type: 'string', enum: ['interview', 'interview_result', 'admission'] },
    confirm: { type: 'integer', enum: [0, 1] },
    reason: { type: 'string', maxLength: 2000 },
  },
} as const;
export type ConfirmationBody = RequestOf<typeof confirmationBodySchema>;

/** A window state: before `start_time`, within it, after `end_time`. */
export type WindowState = 'not_started' | 'open' | 'closed';

/** A track (child of a batch). */
export interface TrackEntry {
  id: number;
  batch_id: number;
  title: ApplyText;
  name: string;
  start_time: number;
  end_time: number;
  window: WindowState;
}

/** A batch with its tracks. */
export interface BatchEntry extends Omit<TrackEntry, 'batch_id'> {
  tracks: TrackEntry[];
}

/** batch.info / org.projectBatch: every batch of the project, and those open now (with their open tracks). */
export interface BatchInfoData {
  list: BatchEntry[];
  apply_list: BatchEntry[];
}

/** `none` before any choice; `withdrawn` after apply.revokeApply (editable again). */
export type ApplicationStatus = 'none' | 'draft' | 'submitted' | 'withdrawn';

/** batch.applied: the user's choice; batch_state 2 when a batch is chosen. */
export interface AppliedData {
  batch: BatchEntry | null;
  track: TrackEntry | null;
  batch_state: 0 | 2;
  status: ApplicationStatus;
}

/** One module in the menu. state: 0 not filled, 1 partly saved, 2 complete. referee: 0, 1 info, 2 letter. */
export interface MenuItem {
  menuid: number;
  title: ApplyText;
  name: string;
  options: { layout?: string } & Record<string, unknown>;
  required: 0 | 1;
  referee: 0 | 1 | 2;
  state: 0 | 1 | 2;
  version: number;
}

/** apply.menu. application_state: 0 not started, 1 in progress, 2 submitted. */
export interface MenuData {
  list: MenuItem[];
  batch_state: 0 | 2;
  status: ApplicationStatus;
  application_state: 0 | 1 | 2;
  submitted_at: number | null;
  /** The materials (technical) review result an operator set; 1 opens the tech-review item with its materials. */
  stuff_result: 0 | 1;
}

/** apply.filed: raw field definitions plus saved values; letter modules (referee 2) never carry values. */
export interface FiledData {
  menu: MenuItem;
  fields: unknown[];
  values: Record<string, unknown>;
  version: number;
  state: 0 | 1 | 2;
  /** 1 when the application is submitted (read-only). */
  writeState: 0 | 1;
}

/** A field error, message in the request's language. */
export interface FieldError {
  field: string;
  keyword: string;
  message: string;
}

/** apply.basic success (also when the values have errors: they are saved as state 1). */
export interface SaveData {
  state: 1 | 2;
  version: number;
  errors: FieldError[];
}

/** apply.basic 409: the module was saved elsewhere; reload the current version. */
export interface StaleVersionData {
  version: number;
}

/** apply.submit 400 when modules are incomplete. */
export interface IncompleteData {
  modules: Array<{ menuid: number; name: string; state: 0 | 1 | 2; errors: FieldError[] }>;
}

/** apply.submit / revokeApply / reapply answer. */
export interface ApplicationStateData {
  status: ApplicationStatus;
  submitted_at: number | null;
}

/** confirm.getConfirmContent: the acknowledgement shown before submit and what submit requires. */
export interface ConfirmContentData {
  title: string;
  content: string;
  require_acknowledge: 1;
  require_signature: 1;
  /** Whether an electronic signature is already on file, and its file uid. */
  signature: { present: boolean; uid: string | null };
}

/** An operator table (batch.tableInfo, apply.getSpecialTable); `name` is JSON text keyed by language (spec section 3). */
export interface TableItem {
  name: string;
  user_ancillary_info: { table_title_list: string[]; table_value_list: string[][]; table_value_width: number[] };
}

/** A re-examination arrangement (times in milliseconds inside `extra`, seconds in answers). */
export interface RetestItem {
  id: string;
  title: ApplyText;
  time: number;
  place: ApplyText;
  notice?: ApplyText;
}

/** Payment record (org.paymentInfo). */
export interface PaymentRecord {
  plan: string;
  type: string;
  amount: number;
  date: number;
  method: string;
  status: string;
}

/** Invoice record (org.paymentInfo). */
export interface InvoiceRecord {
  billing_id: string;
  type: string;
  amount: number;
  charge_type: string;
  title: string;
  credit_code: string;
  date: number;
}

/**
 * The `extra` JSON of an application, written by an operator (there is no operator UI: set it in the database).
 * Times are milliseconds here. Keys the applicant writes: `retest.values`, `supplementary.values`,
 * `supplementary.submitted_at`, `confirmations`.
 */
export interface ApplicationExtra {
  /** Audit result per column (a module id as text, or a column name such as `basic`, `materials`). */
  audit?: Record<string, { status: 'passed' | 'failed'; reason?: string }>;
  admission?: { result: 'admitted' | 'rejected' | 'waitlisted'; title?: ApplyText; content?: ApplyText; letter_url?: string; published_at?: number };
  interview?: {
    time: number;
    place: ApplyText;
    notice?: ApplyText;
    confirm_by?: number;
    published_at?: number;
    /** The interview's result and the protocol text the applicant confirms (`interview_result` confirmation). */
    result?: { result: 'passed' | 'failed'; protocol: ApplyText; published_at: number };
  };
  retest?: { list?: RetestItem[]; fields?: unknown[]; values?: Record<string, unknown>; saved_at?: number; published_at?: number; version?: number; state?: 1 | 2 };
  supplementary?: { fields?: unknown[]; values?: Record<string, unknown>; submitted_at?: number; deadline?: number; published_at?: number; version?: number; state?: 1 | 2; saved_at?: number };
  table_info?: TableItem[];
  special_table?: TableItem[];
  payments?: PaymentRecord[];
  invoices?: InvoiceRecord[];
  /** The whole procedure is finished (timeline step `completed`). */
  completed?: boolean;
  /** Materials (technical) review result: 1 passed, which shows the tech-review item and its review materials. */
  stuff_result?: 0 | 1;
  confirmations?: Partial<Record<ConfirmationType, { confirm: 0 | 1; reason: string; at: number }>>;
  /** When the overall review result was published (ms). */
  reviewed_at?: number;
}

/** What an applicant confirms: the interview invitation, the interview result's protocol, the admission offer. */
export type ConfirmationType = 'interview' | 'interview_result' | 'admission';

/** Timeline steps of the progress calls, in order. */
export const PROGRESS_STEPS = ['not_submitted', 'in_progress', 'submitted', 'ended', 'completed', 'supplementary', 'interview_confirmation'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/** One audit column. */
export interface AuditEntry {
  column: string;
  name: string;
  status: 'passed' | 'failed';
  status_text: string;
  reason: string;
}

/** apply.progress (v1): the current step and the audit. */
export interface ProgressData {
  step: ProgressStep;
  step_text: string;
  status: ApplicationStatus;
  review_status: 'pending' | 'passed' | 'failed';
  review_reason: string;
  submitted_at: number | null;
  batch_name: string;
  audit: AuditEntry[];
}

/**
 * Steps of the v2 timeline, in order: the application states of {@link PROGRESS_STEPS} (`interview_confirmation` is
 * drawn as `interview` or `interview_result`) and the stages after submission an operator publishes.
 */
export const TIMELINE_STEPS = ['not_submitted', 'in_progress', 'submitted', 'ended', 'review', 'supplementary', 'retest', 'interview', 'interview_result', 'admission', 'completed'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/** One step of the v2 timeline. */
export interface TimelineEntry {
  step: TimelineStep;
  title: string;
  state: 'done' | 'current' | 'todo';
  /** Unix seconds of the step's latest event (published, answered, submitted), or null. */
  time: number | null;
  /** The step's status in the request language ('' when its state says it all). */
  status_text: string;
  /** How the step turned out for the applicant: positive, negative, awaiting (an answer or a result), or null. */
  outcome: 'positive' | 'negative' | 'awaiting' | null;
}

/** v2 progress: the whole timeline. state: done, current, todo (steps that do not apply are left out). */
export interface ProgressV2Data extends ProgressData {
  timeline: TimelineEntry[];
}

/** apply.home. */
export interface HomeData {
  batches: BatchInfoData;
  applications: Array<{ batch_name: string; track_name: string; start_time: number; end_time: number; status: ApplicationStatus; status_text: string; submit_time: number | null }>;
  recommendations: Array<{ name: string; email: string; send_state: number; write_state: number; letter_state: number }>;
}

/** apply.newPreview: every module the applicant may see, with definitions and values. */
export interface PreviewData {
  modules: Array<{ menu: MenuItem; fields: unknown[]; values: Record<string, unknown> }>;
  showReferee: boolean;
  showRecommendation: boolean;
  status: ApplicationStatus;
}
