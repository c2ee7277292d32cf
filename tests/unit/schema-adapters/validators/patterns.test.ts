import { describe, expect, it } from 'vitest';
import { VALUE_FORMATS, checkValueFormat, isValueFormat } from '../../../../schema-adapters/index';
import type { ValueFormat } from '../../../../schema-adapters/index';

const CASES: Record<ValueFormat, { valid: string[]; invalid: string[] }> = {
  cn_mobile: {
    valid: ['13800138000', '19912345678'],
    invalid: ['12800138000', '1380013800', '138001380000', '+8613800138000', ' 13800138000', '１３８００１３８０００'],
  },
  email: {
    valid: ['a@b.cn', 'first.last+tag@mail.example.org', '90203918@qq.com'],
    invalid: ['ab.cn', 'a@@b.cn', '@b.cn', 'a@bcn', 'a b@c.cn', 'a@b c.cn', ' a@b.cn', 'a@.cn', 'a@b.'],
  },
  chinese: {
    valid: ['张三', '阿卜杜·热合曼', '𠀀'],
    invalid: ['张 三', '张三a', 'Zhang', '张三。'],
  },
  no_chinese: {
    valid: ['Zhang San', '123 !?', '。'],
    invalid: ['Zhang三', '张'],
  },
  landline: {
    valid: ['1234567', '12345678', '010-12345678', '0755-1234567', '010-12345678-123456'],
    invalid: [
      '123456',
      '123456789',
      '10-12345678',
      '01-12345678',
      '010-12345678-1234567',
      '010 12345678',
      '(010)12345678',
    ],
  },
  hk_id: { valid: ['A123456(3)', 'AB123456(9)'], invalid: ['A123456(4)', 'A1234563'] },
  mo_id: { valid: ['1234567(8)'], invalid: ['2234567(8)'] },
  tw_id: { valid: ['A123456789', 'A800000014'], invalid: ['A123456788', 'A323456789'] },
  passport: {
    valid: ['E12345', 'G25352389', 'ab123', 'A1234567890123456'],
    invalid: ['E123', 'A12345678901234567', 'E-1234567', 'G.1234567', 'E 123456', 'Ｅ12345'],
  },
  number: {
    valid: ['0', '42', '-3', '3.14', '-0.5'],
    invalid: ['3.', '.5', '+1', '1e3', '1,000', ' 1', '１'],
  },
  letters_spaces: {
    valid: ['John', 'John Smith', 'a B c'],
    invalid: ['John  Smith', ' John', 'John ', 'Jean-Luc', 'O’Brien', 'José'],
  },
  capitals: { valid: ['ABC', 'Z'], invalid: ['AbC', 'A B', 'ABC1', 'Ａ'] },
};

describe('checkValueFormat', () => {
  describe.each(Object.entries(CASES))('%s', (name, { valid, invalid }) => {
    const format = name as ValueFormat;
    it.each(valid)('accepts %j', (value) => {
      expect(checkValueFormat(format, value)).toEqual({ ok: true });
    });
    it.each(invalid)('rejects %j', (value) => {
      expect(checkValueFormat(format, value).ok).toBe(false);
    });
  });

  it('names the failing check of the ID formats', () => {
    expect(checkValueFormat('hk_id', 'A123456(4)')).toEqual({ ok: false, reason: 'checkbit' });
    expect(checkValueFormat('hk_id', 'A1234563')).toEqual({ ok: false, reason: 'format' });
    expect(checkValueFormat('tw_id', 'A123456788')).toEqual({ ok: false, reason: 'checkbit' });
    expect(checkValueFormat('mo_id', '1234567')).toEqual({ ok: false, reason: 'format' });
  });

  it('reports format for the plain patterns', () => {
    expect(checkValueFormat('cn_mobile', '123')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('isValueFormat', () => {
  it.each([...VALUE_FORMATS])('knows %s', (name) => {
    expect(isValueFormat(name)).toBe(true);
  });

  it.each(['', 'mobile', 'EMAIL', 'pattern'])('does not know %j', (name) => {
    expect(isValueFormat(name)).toBe(false);
  });

  it('lists the twelve formats of the README', () => {
    expect(VALUE_FORMATS).toHaveLength(12);
  });
});
