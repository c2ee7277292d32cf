import { describe, expect, it } from 'vitest';
import { compileSchema, errorsOf } from './validateWith';

const field = (bounds: object): object => ({
  type: 'object',
  properties: { d: { type: 'string', dateWithin: bounds } },
});
const both = { start: '2020-01-01', end: '2020-12-31' };

describe('dateWithin keyword', () => {
  it.each(['2020-01-01', '2020-12-31', '2020-06', '2020', '2020-12-31 23:00'])('passes %j within both bounds', (d) => {
    expect(errorsOf(field(both), { d })).toEqual([]);
  });

  it.each(['2019-12-31', '2021-01-01', '2021', '2019-12'])('fails %j with both bounds in params', (d) => {
    expect(errorsOf(field(both), { d })).toEqual([{ keyword: 'dateWithin', params: both, instancePath: '/d' }]);
  });

  it('checks an open-ended start', () => {
    const schema = field({ start: '2020-03' });
    expect(errorsOf(schema, { d: '2020-03-01' })).toEqual([]);
    expect(errorsOf(schema, { d: '2030-01-01' })).toEqual([]);
    expect(errorsOf(schema, { d: '2020-02-29' })).toEqual([
      { keyword: 'dateWithin', params: { start: '2020-03' }, instancePath: '/d' },
    ]);
  });

  it('checks an open-ended end', () => {
    const schema = field({ end: '2020-03-15' });
    expect(errorsOf(schema, { d: '1900-01-01' })).toEqual([]);
    expect(errorsOf(schema, { d: '2020-03-16' })).toEqual([
      { keyword: 'dateWithin', params: { end: '2020-03-15' }, instancePath: '/d' },
    ]);
  });

  it('skips an empty value', () => {
    expect(errorsOf(field(both), { d: ' ' })).toEqual([]);
  });

  it.each([[{}], [{ start: 'today' }], [{ start: '2020-01-01', until: '2021' }], ['2020']])(
    'rejects the schema value %j',
    (value) => {
      expect(() => compileSchema({ type: 'string', dateWithin: value })).toThrow(/dateWithin/);
    },
  );
});
