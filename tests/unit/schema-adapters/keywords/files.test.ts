import { describe, expect, it } from 'vitest';
import { compileSchema, errorsOf } from './validateWith';

const MB = 1024 * 1024;
const files = { types: ['jpg', 'PNG', '.pdf'], maxSizeMB: 2, maxCount: 2, maxDuration: 60 };
const schema = { type: 'object', properties: { f: { type: 'array', files } } };
const file = (name: string, extra: object = {}): object => ({ name, url: `/files/${name}`, ...extra });

describe('files keyword', () => {
  it('passes allowed files within the limits', () => {
    const f = [file('a.JPG', { size: 2 * MB }), file('b.pdf', { duration: 60 })];
    expect(errorsOf(schema, { f })).toEqual([]);
  });

  it('skips an empty list', () => {
    expect(errorsOf(schema, { f: [] })).toEqual([]);
  });

  it.each([
    ['no name', { url: '/x' }],
    ['no url', { name: 'a.jpg' }],
    ['empty name', { name: '', url: '/x' }],
    ['not an object', 'a.jpg'],
  ])('fails a record with %s as invalid', (_label, record) => {
    expect(errorsOf(schema, { f: [record] })).toEqual([
      { keyword: 'files', params: { reason: 'invalid', index: 0 }, instancePath: '/f' },
    ]);
  });

  it.each(['a.gif', 'a', 'jpg', 'a.jpg.exe'])('fails the type of %j', (name) => {
    expect(errorsOf(schema, { f: [file('ok.png'), file(name)] })).toEqual([
      { keyword: 'files', params: { reason: 'type', types: files.types, index: 1 }, instancePath: '/f' },
    ]);
  });

  it('fails a file above maxSizeMB', () => {
    expect(errorsOf(schema, { f: [file('a.jpg', { size: 2 * MB + 1 })] })).toEqual([
      { keyword: 'files', params: { reason: 'size', limit: 2, index: 0 }, instancePath: '/f' },
    ]);
  });

  it('fails a video above maxDuration', () => {
    expect(errorsOf(schema, { f: [file('a.jpg', { duration: 61 })] })).toEqual([
      { keyword: 'files', params: { reason: 'duration', limit: 60, index: 0 }, instancePath: '/f' },
    ]);
  });

  it('fails more files than maxCount', () => {
    expect(errorsOf(schema, { f: [file('a.jpg'), file('b.jpg'), file('c.jpg')] })).toEqual([
      { keyword: 'files', params: { reason: 'count', limit: 2 }, instancePath: '/f' },
    ]);
  });

  it('reports every failing record and the count together', () => {
    const errors = errorsOf(schema, { f: [file('a.gif'), { name: 'b.jpg' }, file('c.jpg', { size: 3 * MB })] });
    expect(errors.map((error) => error.params)).toEqual([
      { reason: 'type', types: files.types, index: 0 },
      { reason: 'invalid', index: 1 },
      { reason: 'size', limit: 2, index: 2 },
      { reason: 'count', limit: 2 },
    ]);
  });

  it('ignores size and duration when no limit is set', () => {
    const plain = { type: 'array', files: { types: ['jpg'], maxCount: 1 } };
    expect(errorsOf(plain, [file('a.jpg', { size: 100 * MB, duration: 9999 })])).toEqual([]);
  });

  it.each([
    [{ types: ['jpg'] }],
    [{ maxCount: 1 }],
    [{ types: [], maxCount: 1 }],
    [{ types: 'jpg', maxCount: 1 }],
    [{ types: ['jpg'], maxCount: 0 }],
    [{ types: ['jpg'], maxCount: 1, maxSizeMB: '2' }],
    [{ types: ['jpg'], maxCount: 1, extra: true }],
  ])('rejects the schema value %j', (value) => {
    expect(() => compileSchema({ type: 'array', files: value })).toThrow(/files/);
  });
});
