import type { InvitationEmailStatus, RecommendationRecord } from '../../../protocol/recommend';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect';
import type { RecommendationTable } from '../../db/schema';
import type { RecommenderRow } from './columns';
import { invitationStatuses } from './mailStatus';
import { PARKED_ROW } from './syncPlan';

/** One reminder per recommender per day. */
export const REMIND_INTERVAL_MS = 24 * 3600 * 1000;

/** The columns an applicant may see: never `value` (the letter). */
export const APPLICANT_COLUMNS = [
  'id',
  'module_id',
  'row_number',
  'name',
  'email',
  'token_hash',
  'send_state',
  'write_state',
  'letter_state',
  'sent_at',
  'reminded_at',
  'submitted_at',
] as const;

/** A recommendation as the applicant may see it. */
export type ApplicantRecommendation = Pick<Selectable<RecommendationTable>, (typeof APPLICANT_COLUMNS)[number]>;

/** The applicant's view of one recommendation. `savedRows`: the form's rows, to report a locked e-mail. */
export function toRecord(rec: ApplicantRecommendation, emailStatus: InvitationEmailStatus, savedRows: RecommenderRow[]): RecommendationRecord {
  const formRow = savedRows.find((row) => row.rowNumber === rec.row_number);
  const written = rec.write_state === 1;
  return {
    id: rec.id,
    row_number: rec.row_number,
    name: rec.name,
    email: rec.email,
    send_state: rec.send_state,
    write_state: rec.write_state,
    letter_state: rec.letter_state,
    sendState: rec.send_state,
    writeState: rec.write_state,
    step: written ? 2 : rec.send_state === 1 ? 1 : 0,
    sent_at: rec.sent_at,
    reminded_at: rec.reminded_at,
    submitted_at: rec.submitted_at,
    email_status: emailStatus,
    email_locked: written && formRow !== undefined && formRow.email !== '' && formRow.email !== rec.email,
    can_remind_at: rec.send_state === 1 && !written ? (rec.reminded_at === null ? rec.sent_at : rec.reminded_at + REMIND_INTERVAL_MS) : null,
  };
}

/** The application's recommendations in row order, as the applicant sees them. */
export async function applicantRecords(db: Db, projectId: number, applicationId: number, savedRows: RecommenderRow[]): Promise<RecommendationRecord[]> {
  const recs = await db
    .selectFrom('recommendations')
    .select([...APPLICANT_COLUMNS])
    .where('application_id', '=', applicationId)
    .where('row_number', '<>', PARKED_ROW)
    .orderBy('row_number')
    .orderBy('id')
    .execute();
  const statuses = await invitationStatuses(db, projectId, recs);
  return recs.map((rec) => toRecord(rec, statuses.get(rec.id) ?? 'not_sent', savedRows));
}

/** One recommendation of the application as the applicant sees it. */
export async function applicantRecord(db: Db, projectId: number, applicationId: number, id: number, savedRows: RecommenderRow[]): Promise<RecommendationRecord> {
  const rec = await db
    .selectFrom('recommendations')
    .select([...APPLICANT_COLUMNS])
    .where('application_id', '=', applicationId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const statuses = await invitationStatuses(db, projectId, [rec]);
  return toRecord(rec, statuses.get(rec.id) ?? 'not_sent', savedRows);
}
