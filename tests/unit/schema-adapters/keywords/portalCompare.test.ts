import { describe, expect, it } from 'vitest';
import { compileSchema, errorsOf } from './validateWith';

const rules = [{ field: 'mobile', others: ['home', 'office'] }];
const schema = { type: 'object', portalCompare: rules };

describe('portalCompare keyword', () => {
  it('passes values that differ', () => {
    expect(errorsOf(schema, { mobile: '13800138000', home: '13800138001', office: '13800138002' })).toEqual([]);
  });

  it('fails a value equal to one of the others, at the field', () => {
    expect(errorsOf(schema, { mobile: '13800138000', home: '1', office: '13800138000' })).toEqual([
      { keyword: 'portalCompare', params: { field: 'mobile', other: 'office' }, instancePath: '/mobile' },
    ]);
  });

  it('compares phone objects by code and number', () => {
    const same = { code: '+86', number: '13800138000' };
    expect(errorsOf(schema, { mobile: same, home: { number: '13800138000', code: '+86' } })).toHaveLength(1);
    expect(errorsOf(schema, { mobile: same, home: { code: '+852', number: '13800138000' } })).toEqual([]);
  });

  it('skips an empty field even when the other is empty too', () => {
    expect(errorsOf(schema, { mobile: '', home: '' })).toEqual([]);
    expect(errorsOf(schema, { mobile: { code: '', number: '' }, home: { code: '', number: '' } })).toEqual([]);
  });

  it('points at the field inside nested data', () => {
    const nested = { type: 'object', properties: { contact: schema } };
    expect(errorsOf(nested, { contact: { mobile: 'a', home: 'a' } })).toEqual([
      { keyword: 'portalCompare', params: { field: 'mobile', other: 'home' }, instancePath: '/contact/mobile' },
    ]);
  });

  it('escapes the key in the instance path', () => {
    const odd = { type: 'object', portalCompare: [{ field: 'a/b', others: ['c'] }] };
    expect(errorsOf(odd, { 'a/b': 1, c: 1 })[0]?.instancePath).toBe('/a~1b');
  });

  it.each([
    [{ field: 'a', others: ['b'] }],
    [[{ field: 'a' }]],
    [[{ field: 'a', others: [] }]],
    [[{ field: 1, others: ['b'] }]],
  ])(
    'rejects the schema value %j',
    (value) => {
      expect(() => compileSchema({ type: 'object', portalCompare: value })).toThrow(/portalCompare/);
    },
  );
});
