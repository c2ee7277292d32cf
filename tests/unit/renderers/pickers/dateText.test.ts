import { describe, expect, it } from 'vitest';
import { nextPartAfterTyping, shapeDateText, spanAt, storedOf } from '../../../../renderers/pickers/dateText';
import type { DatePrecision } from '../../../../schema-adapters/validators/dates';

/** Types `keys` one by one at the end of `start`, shaping after each key as the input does. */
function typed(keys: string, precision: DatePrecision, start = ''): string {
  let text = start;
  for (const key of keys) text = shapeDateText(text + key, text.length + 1, precision, true).text;
  return text;
}

describe('shapeDateText', () => {
  it.each([
    ['20240305', 'date', '2024-03-05'],
    ['2024-03-05', 'date', '2024-03-05'],
    ['2024/3/5', 'date', '2024-03-05'],
    ['2024年3月5日', 'date', '2024-03-05'],
    ['2024', 'year', '2024'],
    ['202411', 'month', '2024-11'],
    ['202403051430', 'datetime', '2024-03-05 14:30'],
    ['2024-03-05 14:30', 'datetime', '2024-03-05 14:30'],
  ] as const)('reads %j typed at %s precision as %j', (keys, precision, shown) => {
    expect(typed(keys, precision)).toBe(shown);
  });

  it('moves on from a part once no further digit could follow, as the MUI X field did', () => {
    expect(typed('202435', 'date')).toBe('2024-03-05');
    expect(typed('20240', 'date')).toBe('2024-0');
    expect(typed('2024031', 'date')).toBe('2024-03-1');
    expect(typed('2024031', 'datetime')).toBe('2024-03-1');
    expect(typed('202403053', 'datetime')).toBe('2024-03-05 03');
  });

  it('starts a part again when a digit would overflow it', () => {
    expect(typed('2024135', 'date')).toBe('2024-03-05');
    expect(typed('20230229', 'date')).toBe('2023-02-09');
    expect(typed('20240229', 'date')).toBe('2024-02-29');
    expect(typed('2024-00', 'month')).toBe('2024-0');
  });

  it('drops digits past the last part', () => {
    expect(typed('2024031599', 'month')).toBe('2024-03');
    expect(typed('20240', 'year')).toBe('2024');
  });

  it('keeps an emptied part in place instead of shifting the next one into it', () => {
    expect(shapeDateText('2024--05', 5, 'date', false)).toEqual({ text: '2024--05', caret: 5 });
    expect(shapeDateText('-09', 0, 'month', false)).toEqual({ text: '-09', caret: 0 });
  });

  it('never pads while deleting, so a deleted digit stays deleted', () => {
    expect(shapeDateText('2024-3', 6, 'date', false).text).toBe('2024-3');
    expect(shapeDateText('2024-3', 6, 'date', true).text).toBe('2024-03');
  });

  it('keeps the caret after the digit typed in the middle of the text', () => {
    expect(shapeDateText('2-09', 1, 'month', true)).toEqual({ text: '2-09', caret: 1 });
    expect(shapeDateText('2024-1-05', 6, 'date', true)).toEqual({ text: '2024-1-05', caret: 6 });
  });
});

describe('nextPartAfterTyping', () => {
  it('selects the next written part once the edited one is full', () => {
    expect(nextPartAfterTyping('2017-09', 4, 'month')).toEqual({ start: 5, end: 7 });
    expect(nextPartAfterTyping('2024-12-05', 7, 'date')).toEqual({ start: 8, end: 10 });
  });

  it('selects nothing while the part is unfinished or when nothing follows it', () => {
    expect(nextPartAfterTyping('201-09', 3, 'month')).toBeUndefined();
    expect(nextPartAfterTyping('2024', 4, 'date')).toBeUndefined();
    expect(nextPartAfterTyping('2024-03-05', 10, 'date')).toBeUndefined();
  });
});

describe('spanAt', () => {
  it('finds the part the caret is in', () => {
    expect(spanAt('2024-03-05', 2)).toEqual({ start: 0, end: 4 });
    expect(spanAt('2024-03-05', 6)).toEqual({ start: 5, end: 7 });
    expect(spanAt('2024-03-05 14:30', 16)).toEqual({ start: 14, end: 16 });
    expect(spanAt('', 0)).toBeUndefined();
  });
});

describe('storedOf', () => {
  it('stores a complete, real date in its precision format', () => {
    expect(storedOf('2024-03-05', 'date')).toBe('2024-03-05');
    expect(storedOf('2024-3-5', 'date')).toBe('2024-03-05');
    expect(storedOf('2024-03-05 9:05', 'datetime')).toBe('2024-03-05 09:05');
    expect(storedOf('2024', 'year')).toBe('2024');
  });

  it('stores nothing for an unfinished or impossible date', () => {
    expect(storedOf('2024-03', 'date')).toBeUndefined();
    expect(storedOf('2024-03-', 'date')).toBeUndefined();
    expect(storedOf('202-03-05', 'date')).toBeUndefined();
    expect(storedOf('2023-02-29', 'date')).toBeUndefined();
    expect(storedOf('2024-03-05', 'month')).toBeUndefined();
    expect(storedOf('', 'year')).toBeUndefined();
  });
});
