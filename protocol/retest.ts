/**
 * Re-examination and interview answers (apply.getRetestInfo, apply.saveRetestInfo, apply.getAdmissionInfo).
 * Times are unix seconds.
 */

import { projectFields, type SavedFormData, savedFormFields } from './apply';
import type { RequestOf } from './requestOf';

/** POST apply.saveRetestInfo: JSON text of the form's values; `version` (0 before the first save) refuses a stale edit with 409. */
export const retestSaveBodySchema = {
  type: 'object',
  required: ['value'],
  properties: savedFormFields,
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
export interface RetestData extends SavedFormData {
  list: RetestArrangement[];
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
    ...projectFields,
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
