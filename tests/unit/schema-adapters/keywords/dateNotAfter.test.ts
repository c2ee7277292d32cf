import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileSchema, errorsOf } from './validateWith';

const field = (limit: string): object => ({
  type: 'object',
  properties: { d: { type: 'string', dateNotAfter: limit } },
});

describe('dateNotAfter keyword', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 21, 15));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['2026-11-21', '2026-11-20', '2026-11', '2026', '2026-11-21 23:59', '1999-01-01'])(
    'passes %j with today (2026-11-21)',
    (d) => {
      expect(errorsOf(field('today'), { d })).toEqual([]);
    },
  );

  it.each(['2026-11-22', '2026-12', '2027', '2026-11-22 00:00'])('fails %j with the resolved limit', (d) => {
    expect(errorsOf(field('today'), { d })).toEqual([
      { keyword: 'dateNotAfter', params: { limit: '2026-11-21' }, instancePath: '/d' },
    ]);
  });

  it('reads today at validation time', () => {
    const schema = field('today');
    expect(errorsOf(schema, { d: '2026-11-22' })).toHaveLength(1);
    vi.setSystemTime(new Date(2026, 10, 22, 9));
    expect(errorsOf(schema, { d: '2026-11-22' })).toEqual([]);
  });

  it('compares with a fixed limit', () => {
    expect(errorsOf(field('2020-06-30'), { d: '2020-06' })).toEqual([]);
    expect(errorsOf(field('2020-06-30'), { d: '2020-07-01' })).toEqual([
      { keyword: 'dateNotAfter', params: { limit: '2020-06-30' }, instancePath: '/d' },
    ]);
  });

  it('skips an empty value and leaves a non-date to dateValue', () => {
    expect(errorsOf(field('today'), { d: '' })).toEqual([]);
    expect(errorsOf(field('today'), { d: 'someday' })).toEqual([]);
  });

  it.each([['tomorrow'], ['2020-6-1'], [true]])('rejects the schema value %j', (value) => {
    expect(() => compileSchema({ type: 'string', dateNotAfter: value })).toThrow(/dateNotAfter/);
  });
});
