import type { InvitationEmailStatus, RecommendationRecord } from '../../../protocol/recommend';

/** Letter status: 0 not sent, 1 sent, 2 completed (spec section 4). */
export type LetterStatus = 'notSent' | 'sent' | 'completed';

/** The letter status of a record (a written letter is completed whatever letter_state says). */
export function letterStatus(record: Pick<RecommendationRecord, 'letter_state' | 'write_state' | 'send_state'>): LetterStatus {
  if (record.write_state === 1 || record.letter_state === 2) return 'completed';
  if (record.letter_state === 1 || record.send_state === 1) return 'sent';
  return 'notSent';
}

/** Send status: sent (1) or not sent. */
export const sendStatus = (record: Pick<RecommendationRecord, 'send_state'>): 'sent' | 'notSent' => (record.send_state === 1 ? 'sent' : 'notSent');

/** Filling status: submitted once writeState is 1, else not submitted. */
export const fillStatus = (record: Pick<RecommendationRecord, 'write_state'>): 'filled' | 'notFilled' => (record.write_state === 1 ? 'filled' : 'notFilled');

/** The invitation e-mail status as the server reports it. */
export const mailStatus = (record: Pick<RecommendationRecord, 'email_status'>): InvitationEmailStatus => record.email_status;

/** The two-step status of the schwarzman layout: 0 nothing yet, 1 invited, 2 letter submitted. */
export const twoStep = (record: Pick<RecommendationRecord, 'step'>): 0 | 1 | 2 => (record.step >= 2 ? 2 : record.step === 1 ? 1 : 0);

/** What the applicant may do with a recommender now. */
export interface RowActions {
  /** The send button shows (referee view with referees enabled, and the panel is not read-only). */
  showSend: boolean;
  /** The send button is disabled (letter written, or an e-mail change waits for confirmation, or e-mails repeat). */
  sendDisabled: boolean;
  /** A reminder may be sent now (two-step layout, sent, letter not written, a day since the last). */
  canRemind: boolean;
  /** When the next reminder becomes possible (ms), when later than now. */
  remindAt: number | null;
}

/** The actions of one row: `blocked` when an unconfirmed e-mail change or a repeated e-mail concerns the row. */
export function rowActions(
  record: RecommendationRecord,
  view: { showReferee: boolean; twoStep: boolean; readOnly: boolean; blocked: boolean },
  now: number,
): RowActions {
  const written = record.write_state === 1;
  const remindable = view.twoStep && !view.readOnly && view.showReferee && !written && record.send_state === 1 && record.can_remind_at !== null;
  return {
    showSend: view.showReferee && !view.readOnly,
    sendDisabled: written || view.blocked,
    canRemind: remindable && (record.can_remind_at ?? Infinity) <= now,
    remindAt: remindable && (record.can_remind_at ?? 0) > now ? record.can_remind_at : null,
  };
}
