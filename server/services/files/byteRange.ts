import type { ByteRange } from './objectStore';

/**
 * The part of a `size`-byte file a `Range` header asks for (RFC 9110 14.2): one `bytes=first-last`, `bytes=first-` or
 * `bytes=-suffix` range, the last byte clamped to the file. `undefined` (send the whole file) without a header, for
 * another unit, several ranges or a malformed one; 'unsatisfiable' (416) when the range starts past the end.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
