import { type FieldDefinition, parseFields } from '../../../schema-adapters';
import { parseJson } from '../../db/json';

interface Entry {
  text: string;
  fields: FieldDefinition[];
}

const MAX_ENTRIES = 512;
const cache = new Map<string, Entry>();

/**
 * Parsed field definitions, kept per key (a module id, or a form of `extra`) while their JSON text is unchanged.
 * The same array object is returned every time, so the form runtime's plan and compiled AJV validator (cached per
 * definition object) are built once and reused by every later save.
 */
export function parsedFields(key: string, text: string): FieldDefinition[] {
  const hit = cache.get(key);
  if (hit && hit.text === text) return hit.fields;
  const fields = parseFields(parseJson<unknown>(text, []));
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { text, fields });
  return fields;
}

/** The parsed fields of a module row. */
export function moduleFields(module: { id: number; fields: string }): FieldDefinition[] {
  return parsedFields(`module:${module.id}`, module.fields);
}
