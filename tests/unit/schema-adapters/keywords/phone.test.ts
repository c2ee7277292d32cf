import { describe, expect, it } from 'vitest';
import { compileSchema, errorsOf } from './validateWith';

const schema = { type: 'object', properties: { p: { type: 'object', phone: true } } };

describe('phone keyword', () => {
  it.each([
    { code: '+86', number: '13800138000' },
    { code: '86', number: '19912345678' },
    { code: '+852', number: '(852)1234-5678' },
    { code: '+1', number: '555-0100' },
    { code: '+86', number: '' },
    {},
  ])('passes %j', (p) => {
    expect(errorsOf(schema, { p })).toEqual([]);
  });

  it.each([
    { code: '+852', number: '1234 5678' },
    { code: '+1', number: '+15550100' },
    { code: '+86', number: '１３８００１３８０００' },
    { code: '+1', number: 5550100 },
  ])('fails the number of %j', (p) => {
    expect(errorsOf(schema, { p })).toEqual([{ keyword: 'phone', params: { reason: 'number' }, instancePath: '/p' }]);
  });

  it.each([
    { code: '+86', number: '12800138000' },
    { code: '86', number: '1380013800' },
    { code: '+86', number: '138-0013-8000' },
  ])('fails the mainland mobile of %j', (p) => {
    expect(errorsOf(schema, { p })).toEqual([{ keyword: 'phone', params: { reason: 'mainland' }, instancePath: '/p' }]);
  });

  it.each([[false], [{}]])('rejects the schema value %j', (value) => {
    expect(() => compileSchema({ type: 'object', phone: value })).toThrow(/phone/);
  });
});
