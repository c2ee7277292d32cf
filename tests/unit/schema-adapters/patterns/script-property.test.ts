import { describe, expect, it } from 'vitest';
import { validatePattern } from './helpers';
import { parseFieldsReport } from '../../../../schema-adapters/index';

describe('Unicode script properties in value_format', () => {
  it.each(['^\\p{Script=Han}+$', '^\\p{sc=Han}+$', '^\\p{Han}+$'])('%s accepts Han text and refuses other text', (pattern) => {
    expect(parseFieldsReport([{ id: 1, field: 'code', type: 1, value_format: pattern }]).warnings).toEqual([]);
    expect(validatePattern(pattern, '张三丰')).toEqual([]);
    expect(validatePattern(pattern, '𠀀')).toEqual([]);
    expect(validatePattern(pattern, '张三a').map((error) => error.keyword)).toEqual(['pattern']);
  });

  it('accepts a negated script property and a general category written as gc=', () => {
    expect(validatePattern('^\\P{Script=Han}+$', 'Zhang')).toEqual([]);
    expect(validatePattern('^\\P{Script=Han}+$', 'Zhang三').map((error) => error.keyword)).toEqual(['pattern']);
    expect(validatePattern('^\\p{gc=Lu}', 'Zhang')).toEqual([]);
    expect(validatePattern('^\\p{gc=Lu}', 'zhang').map((error) => error.keyword)).toEqual(['pattern']);
  });

  it('reads a script property inside a character class', () => {
    expect(validatePattern('^[\\p{Script=Han}·]+$', '阿卜杜·热合曼')).toEqual([]);
    expect(validatePattern('^[\\p{Script=Han}·]+$', '阿卜杜 热合曼').map((error) => error.keyword)).toEqual(['pattern']);
  });
});
