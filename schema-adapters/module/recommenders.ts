/** Recommenders in a referee-information module: where its columns are and the rows its values hold (portal and server alike). */
import { FieldDefinitionError } from '../errors';
import { isEmailField, textAdapter } from '../fields/text';
import { ownValue } from '../keywords/record';
import { parseFields } from '../parse/parseFields';
import { givenColumnNumber } from '../rowOrder';
import type { FieldDefinition } from '../types';
import { checkValueFormat } from '../validators/patterns';


/** Where a referee-information module keeps its recommenders: the repeating group (or none) and its two columns. */
export interface RefereeColumns {
  /** Key of the repeating group; null when the module holds a single recommender at the top level. */
  groupKey: string | null;
  emailKey: string;
  nameKey: string | null;
}

/** One recommender row of saved values: e-mail normalised, blank when missing. */
export interface RecommenderRow {
  rowNumber: number;
  name: string;
  email: string;
}

/** Trimmed and lower-cased: how recommender e-mails are stored and compared. */
export function normaliseEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** True for a well-formed recommender e-mail address. */
export function isValidEmail(value: string): boolean {
  return value.length > 0 && value.length <= 254 && checkValueFormat('email', value).ok;
}

const bySort = (fields: readonly FieldDefinition[]) => [...fields].sort((a, b) => a.sort - b.sort);

function pick(fields: FieldDefinition[]): { emailKey: string; nameKey: string | null } | null {
  const ordered = bySort(fields);
  const emailField = ordered.find(isEmailField);
  if (!emailField) return null;
  const nameField = ordered.find((field) => field.type === textAdapter.type && field !== emailField && !field.istitle);
  return { emailKey: emailField.field, nameKey: nameField?.field ?? null };
}

/**
 * Finds the recommender columns generically: within the repeating group, the e-mail column is the text field with
 * nature 5 and the name column the first other text field. Null when the module names no recommender e-mail.
 */
export function refereeColumns(rawFields: unknown): RefereeColumns | null {
  let fields: FieldDefinition[];
  try {
    fields = parseFields(rawFields);
  } catch (error) {
    if (error instanceof FieldDefinitionError) return null;
    throw error;
  }
  return refereeColumnsOf(fields);
}

/** {@link refereeColumns} of definitions already parsed. */
export function refereeColumnsOf(fields: readonly FieldDefinition[]): RefereeColumns | null {
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

/** A recommender row's number: its own positive whole `columnNumber`, else its place in the list (from 1). */
export function recommenderRowNumber(row: object, index: number): number {
  const number = givenColumnNumber(row);
  return number !== undefined && Number.isInteger(number) && number > 0 ? number : index + 1;
}

/** The recommender rows of saved module values, in order; `rowNumber` is the row's columnNumber. */
export function recommenderRows(columns: RefereeColumns, values: Record<string, unknown>): RecommenderRow[] {
  const toRow = (row: object, index: number): RecommenderRow => {
    return {
      rowNumber: recommenderRowNumber(row, index),
      name: columns.nameKey ? text(ownValue(row, columns.nameKey)) : '',
      email: normaliseEmail(ownValue(row, columns.emailKey)),
    };
  };
  if (columns.groupKey === null) return ownValue(values, columns.emailKey) === undefined ? [] : [toRow({ ...values, columnNumber: 1 }, 0)];
  const list = ownValue(values, columns.groupKey);
  if (!Array.isArray(list)) return [];
  return list
    .map((row: unknown, index) => (typeof row === 'object' && row !== null ? toRow(row, index) : null))
    .filter((row): row is RecommenderRow => row !== null);
}

/** True when another row of the same values names the same (normalised, non-blank) e-mail. */
export function hasRepeatedEmail(rows: RecommenderRow[], row: RecommenderRow): boolean {
  return row.email !== '' && rows.some((other) => other !== row && other.email === row.email);
}
