import { describe, expect, it } from 'vitest';
import { compileSchema, errorsOf } from './validateWith';

const schema = { type: 'object', properties: { t: { type: 'string', wordMax: 3 } } };

describe('wordMax keyword', () => {
  it.each(['one two three', '你好吗', 'hello世界', ''])('passes %j', (t) => {
    expect(errorsOf(schema, { t })).toEqual([]);
  });

  it('fails a text above the limit with limit and count', () => {
    expect(errorsOf(schema, { t: 'hello世界 foo' })).toEqual([
      { keyword: 'wordMax', params: { limit: 3, count: 4 }, instancePath: '/t' },
    ]);
  });

  it('allows a limit of 0 only for empty text', () => {
    const zero = { type: 'string', wordMax: 0 };
    expect(errorsOf(zero, '   ')).toEqual([]);
    expect(errorsOf(zero, 'a')).toEqual([{ keyword: 'wordMax', params: { limit: 0, count: 1 }, instancePath: '' }]);
  });

  it.each([['x'], [1.5], [-1], [true]])('rejects the schema value %j', (value) => {
    expect(() => compileSchema({ type: 'string', wordMax: value })).toThrow(/wordMax/);
  });
});
