import { checkValueFormat, parseFields, type FieldDefinition } from '../../../schema-adapters';

const TEXT = 1;
const EMAIL_NATURE = 5;

/** Where a referee-information module keeps its recommenders: the repeating group (or none) and its columns. */
export interface RecommenderColumns {
  /** Key of the repeating group; null when the module holds one recommender at the top level. */
  groupKey: string | null;
  emailKey: string;
  nameKey: string | null;
}

/** One recommender as the form currently holds it. */
export interface FormRecommender {
  rowNumber: number;
  name: string;
  /** Trimmed and lower-cased ('' when missing). */
  email: string;
}

/** Trimmed and lower-cased, as the server stores and compares recommender e-mails. */
export const normaliseEmail = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** True for a well-formed e-mail address. */
export const isEmail = (value: string): boolean => value.length > 0 && value.length <= 254 && checkValueFormat('email', value).ok;

const bySort = (fields: FieldDefinition[]) => [...fields].sort((a, b) => a.sort - b.sort);

function pick(fields: FieldDefinition[]): Omit<RecommenderColumns, 'groupKey'> | null {
  const ordered = bySort(fields);
  const email = ordered.find((field) => field.type === TEXT && field.nature === EMAIL_NATURE);
  if (!email) return null;
  const name = ordered.find((field) => field.type === TEXT && field !== email && !field.istitle);
  return { emailKey: email.field, nameKey: name?.field ?? null };
}

/** The recommender columns of a module's raw field definitions (the e-mail is the text field of nature 5), or null. */
export function recommenderColumns(rawFields: unknown): RecommenderColumns | null {
  let fields: FieldDefinition[];
  try {
    fields = parseFields(rawFields);
  } catch {
    return null;
  }
  const ids = new Set(fields.map((field) => field.id));
  const columns = fields.filter((field) => field.pid && ids.has(field.pid) && field.condition.columnTable?.isInColumnTable);
  for (const group of bySort(fields.filter((field) => !field.pid))) {
    const found = pick(columns.filter((column) => column.pid === group.id));
    if (found) return { groupKey: group.field, ...found };
  }
  const top = pick(fields.filter((field) => !field.pid));
  return top ? { groupKey: null, ...top } : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The recommenders of form values, in order; `rowNumber` is the row's columnNumber. */
export function formRecommenders(columns: RecommenderColumns, values: Record<string, unknown>): FormRecommender[] {
  const toRow = (row: Record<string, unknown>, index: number): FormRecommender => {
    const number = Number(row.columnNumber);
    return {
      rowNumber: Number.isInteger(number) && number > 0 ? number : index + 1,
      name: columns.nameKey ? text(row[columns.nameKey]) : '',
      email: normaliseEmail(row[columns.emailKey]),
    };
  };
  if (columns.groupKey === null) return values[columns.emailKey] === undefined ? [] : [toRow({ ...values, columnNumber: 1 }, 0)];
  const list = values[columns.groupKey];
  if (!Array.isArray(list)) return [];
  return list.flatMap((row: unknown, index) => (typeof row === 'object' && row !== null ? [toRow(row as Record<string, unknown>, index)] : []));
}

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
