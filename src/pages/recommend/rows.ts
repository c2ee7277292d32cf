import { parseFields } from '../../../schema-adapters';
import { refereeColumns as recommenderColumns, type RecommenderRow, type RefereeColumns } from '../../../schema-adapters/module/recommenders';

// The server finds recommenders in module values the same way: one implementation in the form runtime.
export {
  isValidEmail as isEmail,
  normaliseEmail,
  recommenderRows as formRecommenders,
  refereeColumns as recommenderColumns,
} from '../../../schema-adapters/module/recommenders';

/** Where a referee-information module keeps its recommenders: the repeating group (or none) and its columns. */
export type RecommenderColumns = RefereeColumns;

/** One recommender as the form currently holds it (e-mail trimmed and lower-cased, '' when missing). */
export type FormRecommender = RecommenderRow;

/** The e-mails named by more than one recommender (recommender e-mails must not repeat). */
export function repeatedEmails(rows: FormRecommender[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const row of rows) {
    if (row.email === '') continue;
    if (seen.has(row.email)) repeated.add(row.email);
    seen.add(row.email);
  }
  return repeated;
}

/** The fewest recommenders a referee-information module accepts: its group's required rows, 1 for a required single one. */
export function minimumRecommenders(rawFields: unknown): number {
  const columns = recommenderColumns(rawFields);
  if (!columns) return 0;
  const fields = parseFields(rawFields);
  if (columns.groupKey === null) return fields.some((field) => !field.pid && field.field === columns.emailKey && field.required) ? 1 : 0;
  const group = fields.find((field) => !field.pid && field.field === columns.groupKey);
  if (!group) return 0;
  return Math.max(group.condition.requirerdQuantity ?? 0, group.required ? 1 : 0);
}
