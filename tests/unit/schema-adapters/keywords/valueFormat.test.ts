import { describe, expect, it } from 'vitest';
import { compileSchema, errorsOf } from './validateWith';

const field = (format: string): object => ({
  type: 'object',
  properties: { v: { type: 'string', valueFormat: format } },
});

describe('valueFormat keyword', () => {
  it.each([
    ['cn_mobile', '13800138000'],
    ['email', 'a@b.cn'],
    ['chinese', '张三'],
    ['hk_id', 'A123456(3)'],
    ['tw_id', 'A123456789'],
    ['mo_id', '1234567(8)'],
    ['landline', '010-12345678'],
    ['capitals', 'ABC'],
  ])('passes %s %j', (format, v) => {
    expect(errorsOf(field(format), { v })).toEqual([]);
  });

  it.each([
    ['cn_mobile', '１３８００１３８０００'],
    ['cn_mobile', ' 13800138000'],
    ['email', 'a@b'],
    ['no_chinese', 'Li 李'],
    ['hk_id', 'A123456(4)'],
    ['tw_id', 'A123456788'],
    ['passport', 'E-1234567'],
    ['number', '1.'],
    ['letters_spaces', 'John  Smith'],
  ])('fails %s %j with params.format', (format, v) => {
    expect(errorsOf(field(format), { v })).toEqual([
      { keyword: 'valueFormat', params: { format }, instancePath: '/v' },
    ]);
  });

  it.each(['', ' '])('skips the empty value %j', (v) => {
    expect(errorsOf(field('cn_mobile'), { v })).toEqual([]);
  });

  it.each([['mobile'], [''], [true]])('rejects the schema value %j', (value) => {
    expect(() => compileSchema({ type: 'string', valueFormat: value })).toThrow(/valueFormat/);
  });
});
