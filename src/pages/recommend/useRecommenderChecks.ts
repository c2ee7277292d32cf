import { useMemo } from 'react';
import type { RecommendationRecord } from '../../../protocol/recommend';
import { pendingEmailChanges } from './emailChange';
import { formRecommenders, repeatedEmails, type RecommenderColumns } from './rows';

/**
 * The form's recommenders against the invited ones: e-mail changes to confirm, repeated e-mails, the invited ones that
 * cannot be sent to or reminded meanwhile, and whether the form names a recommender not saved yet.
 */
export function useRecommenderChecks(columns: RecommenderColumns | null, values: Record<string, unknown>, list: RecommendationRecord[] | undefined) {
  const rows = useMemo(() => (columns ? formRecommenders(columns, values) : []), [columns, values]);
  const changes = useMemo(() => (list ? pendingEmailChanges(list, rows) : []), [list, rows]);
  const repeated = useMemo(() => repeatedEmails(rows), [rows]);
  const blocked = useMemo(
    () => new Set([...changes.map((change) => change.record.id), ...(list ?? []).filter((record) => repeated.has(record.email)).map((record) => record.id)]),
    [changes, list, repeated],
  );
  const unsaved = list !== undefined && rows.some((row) => row.email !== '' && !list.some((record) => record.email === row.email || record.row_number === row.rowNumber));
  return { changes, repeated, blocked, unsaved };
}
