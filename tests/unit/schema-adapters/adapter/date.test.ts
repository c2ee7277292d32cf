import { describe, expect, it } from 'vitest';
import { adaptOne, validatorOf } from './helpers';

describe('adaptModule: type 6 date', () => {
  it('checks the date_type shape (default date)', () => {
    expect(adaptOne({ type: 6 }).property).toEqual({ type: 'string', dateValue: 'date' });
    expect(adaptOne({ type: 6, date_type: 'month' }).property.dateValue).toBe('month');
    expect(adaptOne({ type: 6, condition: { date_type: 'year' } }).options.dateType).toBe('year');
  });

  it("disabled_date without a date blocks the future with 'today'", () => {
    const { property, options } = adaptOne({ type: 6, condition: { disabled_date: { is_check: 1, date: '' } } });
    expect(property.dateNotAfter).toBe('today');
    expect(options.maxDate).toBe('today');
  });

  it('disabled_date with a date blocks what comes after it', () => {
    const { property, options, module } = adaptOne({ type: 6, condition: { disabled_date: { is_check: '1', date: '2020-01-01' } } });
    expect(property.dateNotAfter).toBe('2020-01-01');
    expect(options.maxDate).toBe('2020-01-01');
    const valid = validatorOf(module.schema);
    expect(valid({ f: '2019-12-31' })).toBe(true);
    expect(valid({ f: '2020-01-02' })).toBe(false);
  });

  it('disabled_date with is_check 0 blocks nothing', () => {
    const { property, options } = adaptOne({ type: 6, condition: { disabled_date: { is_check: 0 } } });
    expect(property).not.toHaveProperty('dateNotAfter');
    expect(options).not.toHaveProperty('maxDate');
  });

  it('limit_date becomes dateWithin and minDate / limitEnd, with limit_tips in the locale', () => {
    const condition = { limit_date: { start: '2020-01-01', end: '2024-12-31' }, limit_tips: { sc: '范围内', tc: '範圍內', en: 'Within range' } };
    for (const [locale, tips] of [
      ['sc', '范围内'],
      ['tc', '範圍內'],
      ['en', 'Within range'],
    ] as const) {
      const { property, options } = adaptOne({ type: 6, condition }, locale);
      expect(property.dateWithin).toEqual({ start: '2020-01-01', end: '2024-12-31' });
      expect(options).toMatchObject({ minDate: '2020-01-01', limitEnd: '2024-12-31', limitTips: tips });
    }
  });

  it('validates against limit_date', () => {
    const valid = validatorOf(adaptOne({ type: 6, condition: { limit_date: { start: '2020-01-01', end: '2024-12-31' } } }).module.schema);
    expect(valid({ f: '2022-06-01' })).toBe(true);
    expect(valid({ f: '2019-06-01' })).toBe(false);
    expect(valid({ f: '2025-01-01' })).toBe(false);
  });

  it('marks show_current and connect_id_card for the renderer', () => {
    expect(adaptOne({ type: 6, show_current: 1, connect_id_card: 1 }).options).toMatchObject({ showCurrent: true, fillFromIdNumber: true });
  });
});

describe('adaptModule: type 7 date range', () => {
  it('is an object of start, end and present with dateRange', () => {
    const { property, options } = adaptOne({ type: 7, date_type: 'month' });
    expect(property).toMatchObject({
      type: 'object',
      properties: { start: { dateValue: 'month' }, end: { dateValue: 'month' }, present: { type: 'boolean' } },
      dateRange: { required: false, allowPresent: false },
    });
    expect(options).toMatchObject({ fieldType: 'dateRange', allowPresent: false });
  });

  it('offers present only when condition.present is set, with the word in the locale', () => {
    expect(adaptOne({ type: 7, condition: { present: 1 } }).property.dateRange).toEqual({ required: false, allowPresent: true });
    expect(adaptOne({ type: 7, condition: { present: 1 } }, 'en').options.presentText).toBe('Present');
    expect(adaptOne({ type: 7, condition: { present: 1 } }, 'sc').options.presentText).toBe('至今');
  });

  it('rejects present where it is not offered, accepts it where it is', () => {
    const value = { f: { start: '2020-01', end: '', present: true } };
    expect(validatorOf(adaptOne({ type: 7, date_type: 'month' }).module.schema)(value)).toBe(false);
    expect(validatorOf(adaptOne({ type: 7, date_type: 'month', condition: { present: 1 } }).module.schema)(value)).toBe(true);
  });

  it('when required, requires start and end', () => {
    const valid = validatorOf(adaptOne({ type: 7, required: 1 }).module.schema);
    expect(valid({ f: { start: '2020-01-01', end: '' } })).toBe(false);
    expect(valid({ f: { start: '2020-01-01', end: '2021-01-01' } })).toBe(true);
  });
});
