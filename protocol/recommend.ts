/**
 * Recommendation letters: request schemas (JSON Schema, shared by the server's route schemas) and answer types.
 * Applicant calls (checkSendEmailState, letterList, send_email, updateEmailSendStatus, remind) never carry a letter's
 * contents; referee calls (recommend/*) act only on the recommendation the referee's session was opened for.
 */

import type { RequestOf } from './requestOf';

const rowNumber = { type: 'integer', minimum: 1, maximum: 1000 } as const;
const recommendationId = { type: 'integer', minimum: 1 } as const;
const email = { type: 'string', minLength: 1, maxLength: 254 } as const;

/** GET checkSendEmailState / letterList / recommend.filed / applicantInfo: nothing beyond `time` and `hash`. */
export const recommendListQuery = { type: 'object', properties: {} } as const;
export type RecommendListQuery = RequestOf<typeof recommendListQuery>;

/** POST send_email / remind: the recommender by `row_number` (columnNumber) or recommendation `id`. */
export const recommendRowBody = {
  type: 'object',
  properties: { row_number: rowNumber, id: recommendationId },
} as const;
export type RecommendRowBody = RequestOf<typeof recommendRowBody>;

/** POST updateEmailSendStatus: the applicant confirmed a new e-mail for a recommender already invited (row as above). */
export const updateEmailSendStatusBody = {
  type: 'object',
  required: ['email'],
  properties: { row_number: rowNumber, id: recommendationId, email },
} as const;
export type UpdateEmailSendStatusBody = RequestOf<typeof updateEmailSendStatusBody>;

/** POST recommend/login: the token of the invitation link; `email` when the project asks for an e-mail check. */
export const refereeLoginBody = {
  type: 'object',
  required: ['token'],
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 200 },
    email: { type: 'string', maxLength: 254 },
    code: { type: 'string', maxLength: 20 },
  },
} as const;
export type RefereeLoginBody = RequestOf<typeof refereeLoginBody>;

/** POST recommend/save: the letter values as JSON text and the version they were loaded with. */
export const letterSaveBody = {
  type: 'object',
  required: ['value', 'version'],
  properties: { value: { type: 'string', minLength: 1 }, version: { type: 'integer', minimum: 0 } },
} as const;
export type LetterSaveBody = RequestOf<typeof letterSaveBody>;

/** POST recommend/submit: optionally the final values (saved first, `version` then required). */
export const letterSubmitBody = {
  type: 'object',
  properties: { value: { type: 'string', minLength: 1 }, version: { type: 'integer', minimum: 0 } },
} as const;
export type LetterSubmitBody = RequestOf<typeof letterSubmitBody>;

/** Status of the invitation e-mail: not sent, queued in the outbox, delivered by SMTP, or failed. */
export type InvitationEmailStatus = 'not_sent' | 'queued' | 'delivered' | 'failed';

/** One recommender as the applicant sees it (never the letter itself). */
export interface RecommendationRecord {
  id: number;
  row_number: number;
  name: string;
  email: string;
  /** 0 not sent, 1 sent. */
  send_state: number;
  /** 1 once the letter was submitted. */
  write_state: number;
  /** 0 not sent, 1 sent, 2 completed. */
  letter_state: number;
  /** The spec's names of the same two flags. */
  sendState: number;
  writeState: number;
  /** Two-step status (schwarzman layout): 0 nothing yet, 1 invited, 2 letter submitted. */
  step: number;
  sent_at: number | null;
  reminded_at: number | null;
  submitted_at: number | null;
  email_status: InvitationEmailStatus;
  /** The saved form names another e-mail for this row, but the letter is written: the e-mail stays. */
  email_locked: boolean;
  /** When a reminder may be sent (ms), null when none can be (not sent or letter written). */
  can_remind_at: number | null;
}

/** checkSendEmailState and letterList. */
export interface RecommendationListData {
  list: RecommendationRecord[];
  /** The project shows the referee view with its send buttons. */
  showReferee: boolean;
  /** The schwarzman layout: reminder button and two-step status. */
  twoStep: boolean;
}

/** send_email, updateEmailSendStatus and remind. */
export interface RecommendationActionData {
  record: RecommendationRecord;
  twoStep: boolean;
}

/** recommend/login. */
export interface RefereeLoginData {
  /** The referee's session, only when the e-mail code was given and right; without a code the call only names the invitation. */
  token: string | null;
  info: {
    isReferee: true;
    name: string;
    email: string;
    applicant_name: string;
    project: { domain: string; title: string };
    writeState: number;
    letter_state: number;
  };
}

/** recommend/filed: the letter form and this referee's saved values. */
export interface LetterFormData {
  menu: { menuid: string; title: Record<string, string>; referee: number; required: number; options: Record<string, unknown> };
  /** The raw field definitions of the project's recommendation-letter module. */
  fields: unknown[];
  value: Record<string, unknown>;
  version: number;
  writeState: number;
  letter_state: number;
}

/** A validation failure of the letter, message in the request's language. */
export interface LetterFieldError {
  field: string;
  keyword: string;
  message: string;
}

/** recommend/save and recommend/submit. */
export interface LetterSaveData {
  version: number;
  /** Empty when the letter is complete. */
  errors: LetterFieldError[];
  complete: boolean;
  writeState: number;
  letter_state: number;
}

/** recommend/applicantInfo: who the letter is for, and the referee's own details. Nothing from other modules. */
export interface RefereeApplicantInfoData {
  applicant: { name: string };
  project: { domain: string; title: string };
  batch: string | null;
  track: string | null;
  recommender: { name: string; email: string };
  writeState: number;
  letter_state: number;
}
