import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  coarserPrecision,
  compareDates,
  daysInMonth,
  isValidDate,
  parseDate,
  parseDateAt,
  todayString,
} from '../../../../schema-adapters/validators/dates';
import type { DatePrecision } from '../../../../schema-adapters/validators/dates';

describe('isValidDate', () => {
  it.each<[DatePrecision, string]>([
    ['year', '2024'],
    ['month', '2024-02'],
    ['date', '2024-02-29'],
    ['date', '2000-02-29'],
    ['datetime', '2024-02-29 23:59'],
    ['datetime', '2024-02-29 00:00:59'],
  ])('accepts %s %j', (precision, value) => {
    expect(isValidDate(value, precision)).toBe(true);
  });

  it.each<[DatePrecision, string]>([
    ['year', '24'],
    ['year', '2024-01'],
    ['month', '2024-13'],
    ['month', '2024-00'],
    ['month', '2024-1'],
    ['date', '2023-02-29'],
    ['date', '1900-02-29'],
    ['date', '2024-04-31'],
    ['date', '2024/01/01'],
    ['date', ' 2024-01-01'],
    ['date', '2024-01-01 10:00'],
    ['datetime', '2024-01-01'],
    ['datetime', '2024-01-01 24:00'],
    ['datetime', '2024-01-01 10:60'],
    ['datetime', '2024-01-01 10:00:60'],
    ['datetime', '2024-01-01T10:00'],
  ])('rejects %s %j', (precision, value) => {
    expect(isValidDate(value, precision)).toBe(false);
  });
});

describe('parseDate', () => {
  it('detects the precision and fills the missing parts of the key', () => {
    expect(parseDate('2024')).toEqual({ precision: 'year', key: '2024-01-01 00:00:00' });
    expect(parseDate('2024-05')).toEqual({ precision: 'month', key: '2024-05-01 00:00:00' });
    expect(parseDate('2024-05-06 07:08')).toEqual({ precision: 'datetime', key: '2024-05-06 07:08:00' });
  });

  it('returns null for a string that is no date', () => {
    expect(parseDate('today')).toBeNull();
    expect(parseDateAt('2024-02-30', 'date')).toBeNull();
  });
});

describe('compareDates', () => {
  it.each([
    ['2024-01-01', '2024-01-02', -1],
    ['2024-01-02', '2024-01-01', 1],
    ['2024-01-01', '2024-01-01', 0],
    ['2024-11', '2024-11-21', 0],
    ['2024-12', '2024-11-21', 1],
    ['2024', '2024-12-31', 0],
    ['2023', '2024-01-01', -1],
    ['2024-11-21 23:59', '2024-11-21', 0],
    ['2024-11-21 10:00', '2024-11-21 09:59:59', 1],
    ['2024-11-21 10:00', '2024-11-21 10:00:00', 0],
  ])('compares %j with %j as %i', (a, b, expected) => {
    expect(compareDates(a, b)).toBe(expected);
  });

  it('returns null when either side is no date', () => {
    expect(compareDates('2024-01-01', 'soon')).toBeNull();
    expect(compareDates('2024-02-30', '2024-01-01')).toBeNull();
  });
});

describe('precision helpers', () => {
  it('picks the coarser precision', () => {
    expect(coarserPrecision('date', 'month')).toBe('month');
    expect(coarserPrecision('datetime', 'date')).toBe('date');
    expect(coarserPrecision('year', 'year')).toBe('year');
  });

  it.each([
    [2024, 2, 29],
    [2100, 2, 28],
    [2024, 4, 30],
    [2024, 12, 31],
    [2024, 13, 0],
  ])('knows the days of each month: %i-%i has %i', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('todayString', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('formats the local date at call time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 0, 5, 23, 30));
    expect(todayString()).toBe('2026-01-05');
    vi.setSystemTime(new Date(2026, 11, 31, 0, 1));
    expect(todayString()).toBe('2026-12-31');
  });
});
