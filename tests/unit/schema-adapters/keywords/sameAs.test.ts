import { describe, expect, it } from 'vitest';
import { compileSchema, errorsOf } from './validateWith';

const schema = { type: 'object', sameAs: [{ field: 'confirm', as: 'password' }] };

describe('sameAs keyword', () => {
  it('passes a matching confirmation', () => {
    expect(errorsOf(schema, { password: 'Abcdefg1', confirm: 'Abcdefg1' })).toEqual([]);
  });

  it('fails a different confirmation, at the field', () => {
    expect(errorsOf(schema, { password: 'Abcdefg1', confirm: 'abcdefg1' })).toEqual([
      { keyword: 'sameAs', params: { field: 'confirm', as: 'password' }, instancePath: '/confirm' },
    ]);
  });

  it('fails a confirmation of an empty value', () => {
    expect(errorsOf(schema, { confirm: 'Abcdefg1' })).toHaveLength(1);
  });

  it('skips an empty confirmation', () => {
    expect(errorsOf(schema, { password: 'Abcdefg1', confirm: '' })).toEqual([]);
    expect(errorsOf(schema, { password: 'Abcdefg1' })).toEqual([]);
  });

  it('points at the field inside nested data', () => {
    const nested = { type: 'array', items: schema };
    expect(errorsOf(nested, [{}, { password: 'a', confirm: 'b' }])[0]?.instancePath).toBe('/1/confirm');
  });

  it.each([[{ field: 'a', as: 'b' }], [[{ field: 'a' }]], [[{ field: 'a', as: 'b', extra: 1 }]]])(
    'rejects the schema value %j',
    (value) => {
      expect(() => compileSchema({ type: 'object', sameAs: value })).toThrow(/sameAs/);
    },
  );
});
