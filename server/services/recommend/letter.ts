import type { LetterFieldError } from '../../../protocol/recommend';
import type { FormRuntime, Locale } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import { conflict, notFound } from '../../http/errors';
import { parseJsonObject } from '../../http/jsonObject';
import { fieldsFromText, moduleFields } from '../apply/fieldsCache';
import { checkFileValues, fileErrors, ownFileValues } from '../files/fileValues';
import type { FileOwner } from '../files/owner';
import { refereeModule } from './lookup';

const LETTER = 2;

/** The project's recommendation-letter module (referee 2), or 404. */
export async function letterModule(db: Db, projectId: number) {
  const module = await refereeModule(db, projectId, LETTER);
  if (!module) throw notFound('server.recommend.noLetterForm');
  return module;
}

/** Parses the `value` field (JSON text of an object) into server values; hidden fields dropped, `writeState` never taken from the client. */
export function letterValues(forms: FormRuntime, fields: string, text: string): Record<string, unknown> {
  const parsed = parseJsonObject(text, 'value');
  const values = forms.toStored(fieldsFromText(fields), parsed, { referee: LETTER });
  delete values.writeState;
  return values;
}

/** Validation failures of a letter in `locale` (empty when complete). */
export function letterErrors(forms: FormRuntime, fields: string, values: Record<string, unknown>, locale: Locale): LetterFieldError[] {
  return forms.validateStored(fieldsFromText(fields), values, { locale, referee: LETTER });
}

/** The letter's module and whose uploads it may name (the referee's, by recommendation). */
export interface LetterFiles {
  module: { id: number; fields: string };
  recommendationId: number;
  applicationId: number;
  projectId: number;
}

function checkOf(letter: LetterFiles, values: Record<string, unknown>) {
  const owner: FileOwner = { kind: 'referee', recommendationId: letter.recommendationId, projectId: letter.projectId, applicationId: letter.applicationId, writeState: 0 };
  return { owner, module: { moduleId: letter.module.id, fields: moduleFields(letter.module), values } };
}

/** Letter values with file values rewritten from the referee's own uploads; 400 naming a field whose file is not theirs. */
export async function ownLetterFiles(db: Db, forms: FormRuntime, letter: LetterFiles, values: Record<string, unknown>, locale: Locale): Promise<Record<string, unknown>> {
  const { owner, module } = checkOf(letter, values);
  return ownFileValues(db, forms, owner, module, locale);
}

/** Errors of stored file values that are not the referee's uploads (a letter saved before uploads were checked). */
export async function letterFileErrors(db: Db, forms: FormRuntime, letter: LetterFiles, values: Record<string, unknown>, locale: Locale): Promise<LetterFieldError[]> {
  const { owner, module } = checkOf(letter, values);
  const [checked] = await checkFileValues(db, forms, owner, [module]);
  return fileErrors(checked?.problems ?? [], locale);
}

/** Stores letter values sent as JSON text (their files checked as the referee's own) at `version`: the values and the new version. */
export async function saveLetterText(db: Db, forms: FormRuntime, letter: LetterFiles, text: string, version: number, locale: Locale) {
  const values = await ownLetterFiles(db, forms, letter, letterValues(forms, letter.module.fields, text), locale);
  return { values, version: await storeLetter(db, letter.recommendationId, version, values) };
}

/** Stores the letter if it is still at `version` and not submitted; returns the new version, 409 otherwise. */
export async function storeLetter(db: Db, recommendationId: number, version: number, values: Record<string, unknown>): Promise<number> {
  const result = await db
    .updateTable('recommendations')
    .set({ value: JSON.stringify(values), version: version + 1 })
    .where('id', '=', recommendationId)
    .where('version', '=', version)
    .where('write_state', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const current = await db.selectFrom('recommendations').select(['version', 'write_state']).where('id', '=', recommendationId).executeTakeFirst();
    if (current?.write_state === 1) throw conflict('server.recommend.letterSubmitted');
    throw conflict('server.recommend.staleVersion', { version: current?.version ?? null });
  }
  return version + 1;
}
