import type { ErrorObject, KeywordDefinition, SchemaValidateFunction } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types';
import { deepEqual } from '../validators/deepEqual';
import { isEmptyValue } from '../validators/emptiness';
import { joinPointer } from './pointer';
import { isRecord, ownValue } from './record';

/** One value to compare, with where it sits relative to the keyword's data. */
interface Entry {
  /** Key the value sits at. */
  key: string;
  /** Path segments from the keyword's data (`[2, 'email']` or `['referee2_email']`). */
  segments: (string | number)[];
  /** Value, strings trimmed and lower-cased. */
  value: unknown;
}

const normalize = (value: unknown): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** The filled values at `keys` of one object, in key order. */
function entriesOf(source: unknown, keys: string[], prefix: (string | number)[]): Entry[] {
  if (!isRecord(source)) return [];
  return keys
    .filter((key) => !isEmptyValue(ownValue(source, key)))
    .map((key) => ({ key, segments: [...prefix, key], value: normalize(ownValue(source, key)) }));
}

/** Groups of entries; an entry repeats when its value equals one of an earlier group. */
function groupsOf(value: unknown, keys: string[]): Entry[][] {
  if (Array.isArray(value)) return value.map((row, index) => entriesOf(row, keys, [index]));
  return entriesOf(value, keys, []).map((entry) => [entry]);
}

const validate: SchemaValidateFunction = (
  keys: string[],
  value: unknown,
  _parentSchema?: unknown,
  dataCxt?: DataValidationCxt,
): boolean => {
  const base = dataCxt?.instancePath ?? '';
  const seen: Entry[] = [];
  const errors: Partial<ErrorObject>[] = [];
  for (const group of groupsOf(value, keys)) {
    for (const entry of group) {
      const first = seen.find((earlier) => deepEqual(earlier.value, entry.value));
      if (!first) continue;
      errors.push({
        keyword: 'uniqueValues',
        instancePath: joinPointer(base, ...entry.segments),
        params: { field: entry.key, duplicateOf: joinPointer('', ...first.segments) },
      });
    }
    seen.push(...group);
  }
  validate.errors = errors;
  return errors.length === 0;
};

/** `uniqueValues: ['email']` fails values repeating across rows (array) or keys (object); trimmed, case-insensitive. */
export const uniqueValues: KeywordDefinition = {
  keyword: 'uniqueValues',
  type: ['array', 'object'],
  metaSchema: { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true },
  errors: true,
  validate,
};
