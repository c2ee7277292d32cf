import { describe, expect, it } from 'vitest';
import { compileSchema, errorsOf } from './validateWith';

describe('uniqueValues keyword on rows', () => {
  const schema = { type: 'object', properties: { referees: { type: 'array', uniqueValues: ['email'] } } };

  it('passes distinct values and skips empty ones', () => {
    const referees = [{ email: 'a@x.cn' }, { email: 'b@x.cn' }, { email: '' }, { email: ' ' }, {}];
    expect(errorsOf(schema, { referees })).toEqual([]);
  });

  it('fails a repeat, trimmed and case-insensitive, at the repeating row', () => {
    const referees = [{ email: 'a@x.cn' }, { email: 'b@x.cn' }, { email: ' A@X.cn ' }];
    expect(errorsOf(schema, { referees })).toEqual([
      {
        keyword: 'uniqueValues',
        params: { field: 'email', duplicateOf: '/0/email' },
        instancePath: '/referees/2/email',
      },
    ]);
  });

  it('compares across every listed key', () => {
    const multi = { type: 'array', uniqueValues: ['email', 'backup'] };
    expect(errorsOf(multi, [{ email: 'a@x.cn' }, { backup: 'a@x.cn' }])).toEqual([
      { keyword: 'uniqueValues', params: { field: 'backup', duplicateOf: '/0/email' }, instancePath: '/1/backup' },
    ]);
  });

  it('does not compare two keys of the same row', () => {
    const multi = { type: 'array', uniqueValues: ['email', 'backup'] };
    expect(errorsOf(multi, [{ email: 'a@x.cn', backup: 'a@x.cn' }])).toEqual([]);
  });

  it('reports every repeat', () => {
    const referees = [{ email: 'a' }, { email: 'a' }, { email: 'a' }];
    expect(errorsOf(schema, { referees }).map((error) => error.instancePath)).toEqual([
      '/referees/1/email',
      '/referees/2/email',
    ]);
  });
});

describe('uniqueValues keyword on an object', () => {
  const schema = { type: 'object', uniqueValues: ['referee1_email', 'referee2_email', 'referee3_email'] };

  it('passes distinct values', () => {
    expect(errorsOf(schema, { referee1_email: 'a@x.cn', referee2_email: 'b@x.cn', referee3_email: '' })).toEqual([]);
  });

  it('fails the later of two equal keys', () => {
    expect(errorsOf(schema, { referee1_email: 'a@x.cn', referee2_email: 'b@x.cn', referee3_email: 'A@x.cn' })).toEqual([
      {
        keyword: 'uniqueValues',
        params: { field: 'referee3_email', duplicateOf: '/referee1_email' },
        instancePath: '/referee3_email',
      },
    ]);
  });

  it('ignores keys that are not listed', () => {
    expect(errorsOf(schema, { referee1_email: 'a@x.cn', own_email: 'a@x.cn' })).toEqual([]);
  });

  it.each([['email'], [[]], [[1]], [['a', 'a']]])('rejects the schema value %j', (value) => {
    expect(() => compileSchema({ type: 'object', uniqueValues: value })).toThrow(/uniqueValues/);
  });
});
