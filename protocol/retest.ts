/**
 * Re-examination and interview answers (apply.getRetestInfo, apply.saveRetestInfo, apply.getAdmissionInfo).
 * Times are unix seconds.
 */

import type { RequestOf } from './requestOf';

const MAX_VERSION = 2147483647;

/** POST apply.saveRetestInfo: JSON text of the form's values; `version` (0 before the first save) refuses a stale edit with 409. */
export const retestSaveBodySchema = {
  type: 'object',
  required: ['value'],
  properties: {
    org_id: { type: 'integer' },
    project_id: { type: 'integer', minimum: 1, maximum: MAX_VERSION },
    value: { type: 'string', maxLength: 1_000_000 },
    version: { type: 'integer', minimum: 0, maximum: MAX_VERSION },
  },
} as const;
export type RetestSaveBody = RequestOf<typeof retestSaveBodySchema>;

/** The `menu_id` the files of the re-examination form are checked against (no module has it). */
export const RETEST_MENU_ID = -1;

/** One re-examination arrangement as answered: texts in the request language; `id` is never empty. */
export interface RetestArrangement {
  id: string;
  title: string;
  time: number | null;
  place: string;
  notice: string;
}

/** GET apply.getRetestInfo answer. */
export interface RetestData {
  list: RetestArrangement[];
  /** Raw field definitions, as a module's (empty when no form was published). */
  fields: unknown[];
  values: Record<string, unknown>;
  /** 0 before the first save. */
  version: number;
  /** 0 nothing saved, 1 partly filled, 2 complete. */
  state: 0 | 1 | 2;
  saved_at: number | null;
  published_at: number | null;
  /** A form was published, so the applicant can save answers. */
  editable: boolean;
}

/** An answer to a confirmation (interview invitation, interview result, admission offer). */
export interface ConfirmationAnswer {
  confirm: 0 | 1;
  reason: string;
  at: number;
}

/** apply.getAdmissionInfo `interview`: the invitation and, once published, its result with the protocol text. */
export interface InterviewInfo {
  time: number | null;
  place: string;
  notice: string;
  confirm_by: number | null;
  /** The invitation can still be answered (not answered yet and the confirm-by time not passed). */
  open: boolean;
  result: { result: 'passed' | 'failed'; protocol: string; published_at: number | null } | null;
}

/** apply.getAdmissionInfo answer. */
export interface AdmissionInfoData {
  admission: { result: 'admitted' | 'rejected' | 'waitlisted'; title: string; content: string; letter_url: string; letter_token: string; published_at: number | null } | null;
  interview: InterviewInfo | null;
  confirmations: Partial<Record<'interview' | 'interview_result' | 'admission', ConfirmationAnswer>>;
}

/** GET confirm.getConfirmContent: without `type` the acknowledgement before submit; `interview_result` the protocol text. */
export const confirmContentQuerySchema = {
  type: 'object',
  properties: {
    org_id: { type: 'integer' },
    project_id: { type: 'integer', minimum: 1, maximum: MAX_VERSION },
    type: { type: 'string', enum: ['submit', 'interview_result'] },
  },
} as const;
export type ConfirmContentQuery = RequestOf<typeof confirmContentQuerySchema>;

/** GET confirm.getConfirmContent with `type=interview_result`: the interview result's protocol text to confirm. */
export interface ProtocolContentData {
  title: string;
  content: string;
  result: 'passed' | 'failed';
  confirmed: ConfirmationAnswer | null;
}
