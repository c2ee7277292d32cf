import { type RawFieldDefinitions, fieldAtPath } from '../../../schema-adapters';

/** The definition id of the field a form path names (`file`, `group.0.file`, a column looked up in its group), or ''. */
export function fieldIdOf(fields: RawFieldDefinitions, path: string): string {
  try {
    return fieldAtPath(fields, path)?.id ?? '';
  } catch {
    return '';
  }
}
