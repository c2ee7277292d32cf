import { describe, expect, it } from 'vitest';
import { compileSchema, errorsOf } from './validateWith';

const field = (schema: object): object => ({ type: 'object', properties: { f: schema } });

describe('notEmpty keyword', () => {
  it.each([
    ['null', null],
    ['empty string', ''],
    ['whitespace', '   '],
    ['empty array', []],
    ['empty object', {}],
    ['object of empty values', { code: '', number: ' ' }],
  ])('fails %s with notEmpty: true', (_label, value) => {
    expect(errorsOf(field({ notEmpty: true }), { f: value })).toEqual([
      { keyword: 'notEmpty', params: {}, instancePath: '/f' },
    ]);
  });

  it.each([['text', 'a'], ['zero', 0], ['false', false], ['array', ['x']], ['object', { a: 'x' }]])(
    'passes %s with notEmpty: true',
    (_label, value) => {
      expect(errorsOf(field({ notEmpty: true }), { f: value })).toEqual([]);
    },
  );

  it('fails each empty listed key with params.key, at the object', () => {
    const schema = field({ type: 'object', notEmpty: ['code', 'number'] });
    expect(errorsOf(schema, { f: { code: '+86', number: ' ' } })).toEqual([
      { keyword: 'notEmpty', params: { key: 'number' }, instancePath: '/f' },
    ]);
    expect(errorsOf(schema, { f: {} })).toEqual([
      { keyword: 'notEmpty', params: { key: 'code' }, instancePath: '/f' },
      { keyword: 'notEmpty', params: { key: 'number' }, instancePath: '/f' },
    ]);
    expect(errorsOf(schema, { f: { code: '+86', number: '138' } })).toEqual([]);
  });

  it('ignores keys that are not listed', () => {
    expect(errorsOf(field({ type: 'object', notEmpty: ['number'] }), { f: { code: '', number: '1' } })).toEqual([]);
  });

  it.each([[false], ['yes'], [[]], [[1]], [['a', 'a']]])('rejects the schema value %j', (value) => {
    expect(() => compileSchema(field({ notEmpty: value }))).toThrow(/notEmpty/);
  });
});
