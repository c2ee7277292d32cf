import { describe, expect, it } from 'vitest';
import { compileSchema, errorsOf } from './validateWith';

const field = (dateType: string): object => ({
  type: 'object',
  properties: { d: { type: 'string', dateValue: dateType } },
});

describe('dateValue keyword', () => {
  it.each([
    ['year', '2024'],
    ['month', '2024-02'],
    ['date', '2024-02-29'],
    ['datetime', '2024-02-29 08:30'],
    ['datetime', '2024-02-29 08:30:15'],
  ])('passes %s %j', (dateType, d) => {
    expect(errorsOf(field(dateType), { d })).toEqual([]);
  });

  it.each([
    ['year', '2024-01'],
    ['month', '2024-13'],
    ['date', '2023-02-29'],
    ['date', '2024-02'],
    ['date', '2024/02/01'],
    ['datetime', '2024-02-01'],
    ['datetime', '2024-02-01 25:00'],
  ])('fails %s %j with params.dateType', (dateType, d) => {
    expect(errorsOf(field(dateType), { d })).toEqual([
      { keyword: 'dateValue', params: { dateType }, instancePath: '/d' },
    ]);
  });

  it('skips an empty value', () => {
    expect(errorsOf(field('date'), { d: '' })).toEqual([]);
  });

  it.each([['day'], [true]])('rejects the schema value %j', (value) => {
    expect(() => compileSchema({ type: 'string', dateValue: value })).toThrow(/dateValue/);
  });
});
