import { deepEqual } from '../validators/deepEqual';
import { isEmptyValue } from '../validators/emptiness';
import { type KeywordFailure, defineKeyword } from './defineKeyword';
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

/** One failure per entry whose value repeats an earlier group's, at the entry. */
function repeats(keys: string[], value: unknown, base: string): KeywordFailure[] {
  const seen: Entry[] = [];
  const failures: KeywordFailure[] = [];
  for (const group of groupsOf(value, keys)) {
    for (const entry of group) {
      const first = seen.find((earlier) => deepEqual(earlier.value, entry.value));
      if (!first) continue;
      failures.push({
        instancePath: joinPointer(base, ...entry.segments),
        params: { field: entry.key, duplicateOf: joinPointer('', ...first.segments) },
      });
    }
    seen.push(...group);
  }
  return failures;
}

/** `uniqueValues: ['email']` fails values repeating across rows (array) or keys (object); trimmed, case-insensitive. */
export const uniqueValues = defineKeyword(
  {
    keyword: 'uniqueValues',
    type: ['array', 'object'],
    metaSchema: { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true },
  },
  repeats,
);
