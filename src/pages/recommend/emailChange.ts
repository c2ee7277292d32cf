import type { RecommendationRecord } from '../../../protocol/recommend';
import { isEmail, repeatedEmails, type FormRecommender } from './rows';

/** An invited recommender whose e-mail the form now names differently: the change needs the applicant's confirmation. */
export interface EmailChange {
  record: RecommendationRecord;
  email: string;
}

/**
 * The e-mail changes to confirm: a recommender already sent (send status 1), letter not written, whose form row
 * (same row number) now holds another valid, unrepeated e-mail. A written letter's e-mail never changes.
 */
export function pendingEmailChanges(records: RecommendationRecord[], rows: FormRecommender[]): EmailChange[] {
  const repeated = repeatedEmails(rows);
  const taken = new Set(records.map((record) => record.email));
  return records.flatMap((record) => {
    if (record.send_state !== 1 || record.write_state === 1) return [];
    const row = rows.find((candidate) => candidate.rowNumber === record.row_number);
    if (!row || row.email === record.email || !isEmail(row.email) || repeated.has(row.email) || taken.has(row.email)) return [];
    return [{ record, email: row.email }];
  });
}
