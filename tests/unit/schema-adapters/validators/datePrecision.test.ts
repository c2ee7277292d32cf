import { afterEach, describe, expect, it, vi } from 'vitest';
import { precisionOf, precisionOrDate, todayString } from '../../../../schema-adapters/validators/dates';

describe('date precision helpers shared by the keywords and the pickers', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['2024', 'year'],
    ['2024-02', 'month'],
    ['2024-02-30', 'date'],
    ['2024-02-03 04:05', 'datetime'],
    ['2024-02-03 04:05:06', 'datetime'],
    ['2024/02/03', null],
  ])('precisionOf reads the shape only: %j is %j', (value, precision) => {
    expect(precisionOf(value)).toBe(precision);
  });

  it('precisionOrDate defaults to date', () => {
    expect(precisionOrDate('month')).toBe('month');
    expect(precisionOrDate(undefined)).toBe('date');
    expect(precisionOrDate('week')).toBe('date');
  });

  it('todayString writes the local present at each precision', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 1, 3, 4, 5, 6));
    expect(todayString()).toBe('2024-02-03');
    expect(todayString('year')).toBe('2024');
    expect(todayString('month')).toBe('2024-02');
    expect(todayString('datetime')).toBe('2024-02-03 04:05');
  });
});
