import { describe, expect, it } from 'vitest';
import { CATASTROPHIC_PATTERNS, catastrophicValue, validatePattern } from './helpers';

describe('patterns that backtrack exponentially validate correctly through validateModule', () => {
  it.each(CATASTROPHIC_PATTERNS)('%s fails a value of 28 letters and a non-matching last character', (pattern) => {
    expect(validatePattern(pattern, catastrophicValue(28))).toEqual([
      { field: 'code', keyword: 'pattern', message: expect.any(String) as string },
    ]);
  });

  it.each(CATASTROPHIC_PATTERNS)('%s fails the same shape with 100,000 letters', (pattern) => {
    expect(validatePattern(pattern, catastrophicValue(100_000)).map((error) => error.keyword)).toEqual(['pattern']);
  });

  it.each(CATASTROPHIC_PATTERNS)('%s accepts a value of letters only', (pattern) => {
    expect(validatePattern(pattern, 'a'.repeat(1000))).toEqual([]);
  });

  it('keeps the search semantics of RegExp.test: an unanchored pattern matches anywhere', () => {
    expect(validatePattern('(a|aa)+$', 'xyz-aaa')).toEqual([]);
    expect(validatePattern('^(\\w+\\s?)*$', 'two words')).toEqual([]);
  });
});
