import { createHash } from 'node:crypto';
import { type FieldDefinition, parseFields } from '../../../schema-adapters';
import { parseJson } from '../../db/json';
import { dropOldest } from '../../../schema-adapters/cacheEviction';

const MAX_ENTRIES = 512;
const byHash = new Map<string, FieldDefinition[]>();

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Parsed field definitions of a JSON text, kept by a hash of that text (least recently used dropped first). Every
 * caller holding the same definitions gets the same array object, so the form runtime builds its plan and compiles
 * its validators once for every module, form and applicant that shares them, and reuses them on every later save.
 */
export function fieldsFromText(text: string): FieldDefinition[] {
  const hash = hashOf(text);
  const hit = byHash.get(hash);
  if (hit) {
    byHash.delete(hash);
    byHash.set(hash, hit);
    return hit;
  }
  const fields = parseFields(parseJson<unknown>(text, []));
  if (byHash.size >= MAX_ENTRIES) dropOldest(byHash);
  byHash.set(hash, fields);
  return fields;
}

/** The parsed fields of a module row. */
export function moduleFields(module: { fields: string }): FieldDefinition[] {
  return fieldsFromText(module.fields);
}
