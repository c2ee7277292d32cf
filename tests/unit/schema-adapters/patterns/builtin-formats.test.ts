import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkValueFormat } from '../../../../schema-adapters/index';

/** The e-mail rule as a regular expression: quadratic on a backtracking engine, kept here as the reference. */
const EMAIL_REFERENCE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailLike = fc.string({ unit: fc.constantFrom('a', 'b', '@', '.', ' ', '\t', '\u3000', '-', '中'), maxLength: 14 });

describe('built-in value formats stay linear and keep their rule', () => {
  it('checks e-mail exactly as the reference expression on random strings', () => {
    fc.assert(
      fc.property(emailLike, (value) => {
        expect(checkValueFormat('email', value).ok).toBe(EMAIL_REFERENCE.test(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('checks a long e-mail domain of many dots ending in a space', () => {
    const domain = 'a.'.repeat(50_000);
    expect(checkValueFormat('email', `me@${domain}a`).ok).toBe(true);
    expect(checkValueFormat('email', `me@${domain}a `).ok).toBe(false);
  });

  it.each([
    ['number', `${'1'.repeat(100_000)}x`],
    ['letters_spaces', `${'ab '.repeat(50_000)}1`],
    ['chinese', `${'张'.repeat(100_000)}a`],
    ['passport', 'A'.repeat(100_000)],
    ['landline', '1'.repeat(100_000)],
  ] as const)('refuses a long %s value with a bad last character', (format, value) => {
    expect(checkValueFormat(format, value)).toEqual({ ok: false, reason: 'format' });
  });
});
