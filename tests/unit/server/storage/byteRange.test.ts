import { describe, expect, it } from 'vitest';
import { requestedRange } from '../../../../server/services/files/byteRange';

describe('Range headers of file downloads', () => {
  it('reads one range: from-to, from onwards, and the last n bytes, clamped to the file', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(requestedRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(requestedRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(requestedRange('Bytes = 1 - 2', 1000)).toEqual({ start: 1, end: 2 });
  });

  it('sends the whole file without a header, for several ranges, another unit or a malformed range', () => {
    for (const header of [undefined, 'bytes=0-1,5-6', 'items=0-1', 'bytes=5-1', 'bytes=-', 'bytes=a-b', '']) {
      expect(requestedRange(header, 1000)).toBeUndefined();
    }
  });

  it('is unsatisfiable when the range starts at or past the end, or asks for no bytes', () => {
    expect(requestedRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=2000-3000', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});
