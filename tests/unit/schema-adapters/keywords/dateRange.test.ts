import { describe, expect, it } from 'vitest';
import { compileSchema, errorsOf } from './validateWith';

const field = (required: boolean, allowPresent: boolean): object => ({
  type: 'object',
  properties: { r: { type: 'object', dateRange: { required, allowPresent } } },
});
const reasons = (schema: object, r: object): unknown[] =>
  errorsOf(schema, { r }).map((error) => {
    expect(error).toMatchObject({ keyword: 'dateRange', instancePath: '/r' });
    return error.params.reason;
  });

describe('dateRange keyword', () => {
  it.each([
    { start: '2020-01', end: '2021-06' },
    { start: '2020-01-01', end: '2020-01-02' },
    { start: '2020-01', present: true },
    { start: '2020-01', end: 'Present', present: true },
  ])('passes %j when required with present allowed', (r) => {
    expect(reasons(field(true, true), r)).toEqual([]);
  });

  it('fails a missing start and end when required', () => {
    expect(reasons(field(true, true), {})).toEqual(['start', 'end']);
    expect(reasons(field(true, true), { start: ' ', end: '2020-01' })).toEqual(['start']);
    expect(reasons(field(true, true), { start: '2020-01', end: '' })).toEqual(['end']);
  });

  it('lets present stand in for the end', () => {
    expect(reasons(field(true, true), { start: '2020-01', end: '', present: true })).toEqual([]);
  });

  it('passes empty parts when not required', () => {
    expect(reasons(field(false, false), {})).toEqual([]);
    expect(reasons(field(false, false), { start: '2020-01' })).toEqual([]);
  });

  it.each([
    { start: '2020-05', end: '2020-05' },
    { start: '2020-05', end: '2020-04' },
    { start: '2020-05-10', end: '2020-05' },
    { start: '2021', end: '2020-12-31' },
  ])('fails %j as order', (r) => {
    expect(reasons(field(false, false), r)).toEqual(['order']);
  });

  it('fails present when it is not allowed', () => {
    expect(reasons(field(true, false), { start: '2020-01', present: true })).toEqual(['present']);
  });

  it.each([
    [true],
    [{ required: true }],
    [{ required: 'yes', allowPresent: false }],
    [{ required: true, allowPresent: true, x: 1 }],
  ])(
    'rejects the schema value %j',
    (value) => {
      expect(() => compileSchema({ type: 'object', dateRange: value })).toThrow(/dateRange/);
    },
  );
});
