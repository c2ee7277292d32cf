import { describe, expect, it } from 'vitest';
import { batchTime, canApply, countdown, formatTime, isOutOfRange, windowStateAt } from '../../../../src/pages/home/batchWindow';

const window = { start_time: 1_000, end_time: 1_000 + 2 * 86_400 + 3 * 3_600 + 4 * 60 + 5 };

describe('batch windows', () => {
  it('counts down days, hours, minutes and seconds to a deadline, and stops at it', () => {
    expect(countdown(window.end_time, 1_000 * 1_000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdown(window.end_time, (window.end_time - 61) * 1_000)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1 });
    expect(countdown(window.end_time, window.end_time * 1_000)).toBeNull();
    expect(countdown(window.end_time, (window.end_time + 10) * 1_000)).toBeNull();
  });

  it('ignores the milliseconds of the clock (whole seconds left)', () => {
    expect(countdown(10, 8_500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('tells whether now lies in the window and whether the applicant may choose it', () => {
    expect(isOutOfRange(window, 999_000)).toBe(true);
    expect(isOutOfRange(window, 2_000_000)).toBe(false);
    expect(isOutOfRange(window, (window.end_time + 1) * 1_000)).toBe(true);
    expect(windowStateAt(window, 999_000)).toBe('not_started');
    expect(windowStateAt(window, 2_000_000)).toBe('open');
    expect(windowStateAt(window, (window.end_time + 1) * 1_000)).toBe('closed');
    expect(canApply(window, 2_000_000, 'draft')).toBe(true);
    expect(canApply(window, 2_000_000, 'submitted')).toBe(false);
    expect(canApply(window, 999_000, 'none')).toBe(false);
  });

  it('formats unix seconds and a window as text', () => {
    const start = new Date(2026, 8, 1, 9, 5).getTime() / 1_000;
    const end = new Date(2026, 9, 31, 18, 0).getTime() / 1_000;
    expect(formatTime(start)).toBe('2026-09-01 09:05');
    expect(formatTime(start, false)).toBe('2026-09-01');
    expect(formatTime(null)).toBe('');
    expect(batchTime({ start_time: start, end_time: end })).toBe('2026-09-01 09:05 – 2026-10-31 18:00');
  });
});
