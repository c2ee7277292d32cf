import { describe, expect, it } from 'vitest';
import { compileSchema, errorsOf } from './validateWith';

const schema = { type: 'object', properties: { id: { type: 'string', idNumber: true } } };

describe('idNumber keyword', () => {
  it.each(['110101199003078670', '11010120170210193x', '110101491001001'])('passes %s', (id) => {
    expect(errorsOf(schema, { id })).toEqual([]);
  });

  it.each([
    ['11010119900307867', 'format'],
    ['110101199002301234', 'format'],
    ['160323197806058856', 'area'],
    ['110101199003078671', 'checkbit'],
  ])('fails %s with reason %s', (id, reason) => {
    expect(errorsOf(schema, { id })).toEqual([{ keyword: 'idNumber', params: { reason }, instancePath: '/id' }]);
  });

  it.each(['', '  '])('skips the empty value %j', (id) => {
    expect(errorsOf(schema, { id })).toEqual([]);
  });

  it.each([[false], ['yes'], [1]])('rejects the schema value %j', (value) => {
    expect(() => compileSchema({ type: 'string', idNumber: value })).toThrow(/idNumber/);
  });
});
