import { FieldDefinitionError, type FormRuntime } from '../../../schema-adapters';
import { parseJson } from '../../db/json';
import { fieldsFromText } from '../apply/fieldsCache';
import { OperatorRefusal } from './types';
import { isRecord } from '../../../schema-adapters/keywords/record';

const refuse = (detail: string) => new OperatorRefusal('server.operator.badFields', { detail });

/**
 * The field definitions of a supplementary or re-examination form, checked as the server will use them: parsed as the
 * applicant's reads parse them and planned by the form runtime that validates every save. A list it cannot use is
 * refused with the runtime's reason (the bad path first). `files: false` refuses upload, video and signature fields
 * (the re-examination form has no upload slot: its answers are saved as data only).
 */
export function checkedFields(forms: FormRuntime, fields: unknown, options: { files?: boolean } = {}): unknown[] {
  if (!Array.isArray(fields)) throw refuse('fields: must be a list of field definitions');
  try {
    const parsed = fieldsFromText(JSON.stringify(fields));
    forms.plan(parsed);
    if (parsed.length === 0) throw new OperatorRefusal('server.operator.noFields');
    const holdingFiles = options.files === false ? parsed.find((field) => forms.holds(field) !== 'data' && forms.holds(field) !== 'nothing') : undefined;
    if (holdingFiles) throw new OperatorRefusal('server.operator.retestFiles', { field: holdingFiles.field });
    return fields;
  } catch (error) {
    if (error instanceof OperatorRefusal) throw error;
    if (error instanceof FieldDefinitionError || error instanceof Error) throw refuse(error.message);
    throw refuse(String(error));
  }
}

/**
 * The definitions of a definitions file: a list, or an object holding the list under `fields` (as the module fixtures
 * do). Anything else is refused like a malformed list.
 */
export function fieldsOfFile(text: string): unknown[] {
  const decoded = parseJson<unknown>(text, undefined);
  if (decoded === undefined) throw refuse('fields: is not valid JSON');
  if (Array.isArray(decoded)) return decoded;
  if (isRecord(decoded) && Array.isArray(decoded.fields)) return decoded.fields;
  throw refuse('fields: must be a list of field definitions');
}
