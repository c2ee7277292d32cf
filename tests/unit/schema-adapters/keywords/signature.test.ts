import { describe, expect, it } from 'vitest';
import { compileSchema, errorsOf } from './validateWith';

const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const schema = { type: 'object', properties: { s: { type: 'string', signature: true } } };

describe('signature keyword', () => {
  it.each([
    `data:image/png;base64,${PIXEL}`,
    'https://cdn.example.com/sign/1.png',
    'http://example.com/a.png',
    '/uploads/sign/1.png',
  ])('passes %j', (s) => {
    expect(errorsOf(schema, { s })).toEqual([]);
  });

  it.each([
    'data:image/png;base64,',
    'data:image/png;base64,not base64!',
    'data:image/jpeg;base64,AAAA',
    'ftp://example.com/a.png',
    'javascript:alert(1)',
    '//example.com/a.png',
    'uploads/a.png',
    ' https://example.com/a.png',
  ])('fails %j', (s) => {
    expect(errorsOf(schema, { s })).toEqual([{ keyword: 'signature', params: {}, instancePath: '/s' }]);
  });

  it('skips an empty value', () => {
    expect(errorsOf(schema, { s: '' })).toEqual([]);
  });

  it.each([[false], ['png']])('rejects the schema value %j', (value) => {
    expect(() => compileSchema({ type: 'string', signature: value })).toThrow(/signature/);
  });
});
