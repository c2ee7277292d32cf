import { describe, expect, it } from 'vitest';
import { compileSchema, errorsOf } from './validateWith';

const schema = { type: 'object', properties: { p: { type: 'string', password: true } } };

describe('password keyword', () => {
  it('passes a password that follows the policy', () => {
    expect(errorsOf(schema, { p: 'Abcdefg1' })).toEqual([]);
  });

  it.each(['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh'])('fails %j', (p) => {
    expect(errorsOf(schema, { p })).toEqual([{ keyword: 'password', params: {}, instancePath: '/p' }]);
  });

  it('skips an empty value', () => {
    expect(errorsOf(schema, { p: '' })).toEqual([]);
  });

  it.each([[false], [8]])('rejects the schema value %j', (value) => {
    expect(() => compileSchema({ type: 'string', password: value })).toThrow(/password/);
  });
});
