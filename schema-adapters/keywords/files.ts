import { isEmptyValue } from '../validators/emptiness';
import { type KeywordFailure, defineKeyword } from './defineKeyword';
import { closedObject } from './metaSchemas';
import { isRecord } from './record';

/** Schema value of `files`. */
interface FilesOptions {
  /** Allowed extensions, e.g. `['jpg', 'png']` (case and a leading dot ignored). */
  types: string[];
  /** Largest size of one file in MB (1 MB = 1024 × 1024 bytes). */
  maxSizeMB?: number;
  /** Most files. */
  maxCount: number;
  /** Longest duration of one video in seconds. */
  maxDuration?: number;
}

const BYTES_PER_MB = 1024 * 1024;

const normalizeType = (type: string): string => type.replace(/^\./, '').toLowerCase();

/** Lower-case extension after the last dot of a file name, or `''`. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The first failing rule of one file record. */
function recordFailure(options: FilesOptions, record: unknown, index: number): KeywordFailure | undefined {
  const error = (params: Record<string, unknown>): KeywordFailure => ({ params: { ...params, index } });
  if (!isRecord(record) || typeof record.name !== 'string' || record.name === '') return error({ reason: 'invalid' });
  if (typeof record.url !== 'string' || record.url === '') return error({ reason: 'invalid' });
  const { types, maxSizeMB, maxDuration } = options;
  if (!types.map(normalizeType).includes(extensionOf(record.name))) return error({ reason: 'type', types });
  if (maxSizeMB !== undefined && typeof record.size === 'number' && record.size > maxSizeMB * BYTES_PER_MB) {
    return error({ reason: 'size', limit: maxSizeMB });
  }
  if (maxDuration !== undefined && typeof record.duration === 'number' && record.duration > maxDuration) {
    return error({ reason: 'duration', limit: maxDuration });
  }
  return undefined;
}

/** `files: { types, maxSizeMB?, maxCount, maxDuration? }` checks uploaded `{ name, url, size?, duration? }` records. */
export const files = defineKeyword(
  {
    keyword: 'files',
    type: 'array',
    metaSchema: closedObject(
      {
        types: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 },
        maxSizeMB: { type: 'number', exclusiveMinimum: 0 },
        maxCount: { type: 'integer', minimum: 1 },
        maxDuration: { type: 'number', exclusiveMinimum: 0 },
      },
      ['types', 'maxCount'],
    ),
  },
  (options: FilesOptions, value: unknown[]) => {
    if (isEmptyValue(value)) return [];
    const failures = value.flatMap((record, index) => recordFailure(options, record, index) ?? []);
    if (value.length > options.maxCount) failures.push({ params: { reason: 'count', limit: options.maxCount } });
    return failures;
  },
);
