import { describe, expect, it } from 'vitest';
import { MAX_PATTERN_LENGTH, checkLinearPattern, compileLinearPattern, linearRegExp } from '../../../../schema-adapters/validators/linearPattern';

describe('checkLinearPattern', () => {
  it.each(['^[0-9]{6}$', '^(ZL)?\\d{12}\\.[0-9X]$', '^(?<area>\\d{3})-\\d+$', '^\\p{Script=Han}+$'])('accepts %s', (pattern) => {
    expect(checkLinearPattern(pattern)).toEqual({ ok: true });
  });

  it.each([
    ['^(a)\\1$', 'backreferences are not supported'],
    ['^(?=a)', 'lookahead and lookbehind are not supported'],
    ['(?<!a)b', 'lookahead and lookbehind are not supported'],
    ['\\012', 'octal escapes are not supported'],
    ['([', 'missing closing ]'],
    ['\\p{scx=Han}', 'is not supported'],
    [`^${'a'.repeat(MAX_PATTERN_LENGTH)}$`, `longer than ${MAX_PATTERN_LENGTH} characters`],
  ])('refuses %s and says why', (pattern, reason) => {
    const check = checkLinearPattern(pattern);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.reason).toContain(reason);
  });
});

describe('compileLinearPattern', () => {
  it('returns the cached compilation for a pattern seen recently', () => {
    expect(compileLinearPattern('^cached-[a-z]+$')).toBe(compileLinearPattern('^cached-[a-z]+$'));
  });

  it('keeps a bounded cache: a pattern is compiled again after many others', () => {
    const first = compileLinearPattern('^evicted$');
    for (let index = 0; index < 1000; index += 1) compileLinearPattern(`^filler${index}$`);
    expect(compileLinearPattern('^evicted$')).not.toBe(first);
  });

  it('throws for a pattern it cannot run, so AJV never compiles it another way', () => {
    expect(() => linearRegExp('(a)\\1', 'u')).toThrow(/backreferences/);
  });
});
