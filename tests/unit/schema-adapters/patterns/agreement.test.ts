import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileLinearPattern } from '../../../../schema-adapters/validators/linearPattern';

const literal = fc.constantFrom('a', 'b', '1', ' ', '-', '_', '中', '\\.', '\\n');
const charClass = fc.constantFrom('[ab]', '[^a]', '[a-c1]', '[^\\s]', '[\\s1]', '[\\S]', '[\\d-]', '\\d', '\\D', '\\w', '\\W', '\\s', '\\S', '.');
const quantifier = fc.constantFrom('', '', '', '*', '+', '?', '{2}', '{1,3}', '{0,}', '*?', '+?', '??');
/** `\B` is left out: V8 also tries it between the two halves of a surrogate pair, a position RE2 (and the specification) do not have. */
const boundary = fc.constant('\\b');

const { alternation } = fc.letrec<{ atom: string; piece: string; sequence: string; alternation: string }>((tie) => ({
  atom: fc.oneof(
    { maxDepth: 3 },
    literal,
    charClass,
    fc.tuple(fc.constantFrom('(', '(?:'), tie('alternation')).map(([open, body]) => `${open}${body})`),
  ),
  piece: fc.oneof(fc.tuple(tie('atom'), quantifier).map(([atom, times]) => atom + times), boundary),
  sequence: fc.array(tie('piece'), { maxLength: 4 }).map((pieces) => pieces.join('')),
  alternation: fc.array(tie('sequence'), { minLength: 1, maxLength: 3 }).map((branches) => branches.join('|')),
}));

/** Simple patterns: literals, classes, quantifiers (greedy and lazy), alternation, groups, anchors, word boundaries. */
const simplePattern = fc
  .tuple(fc.boolean(), alternation, fc.boolean())
  .map(([start, body, end]) => `${start ? '^' : ''}${body}${end ? '$' : ''}`);
const text = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '1', ' ', '-', '_', '.', '\n', '\r', '\u3000', '\u00a0', '中', '😀'), maxLength: 12 });

describe('the linear engine agrees with RegExp', () => {
  it('on random simple patterns and strings (RegExp.test with the u flag)', () => {
    fc.assert(
      fc.property(simplePattern, fc.array(text, { minLength: 1, maxLength: 8 }), (pattern, values) => {
        const linear = compileLinearPattern(pattern);
        const backtracking = new RegExp(pattern, 'u');
        for (const value of values) expect(linear.test(value), `${pattern} on ${JSON.stringify(value)}`).toBe(backtracking.test(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('on \\s, \\S, [^\\s@] and . for every Basic Multilingual Plane character and a sample above it', () => {
    const probes = ['^\\s$', '^\\S$', '^[\\S]$', '^[^\\s@]$', '^.$'].map((pattern) => [compileLinearPattern(pattern), new RegExp(pattern, 'u')] as const);
    const disagreements: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += codePoint < 0x10000 ? 1 : 251) {
      const char = String.fromCodePoint(codePoint);
      for (const [linear, backtracking] of probes) {
        if (linear.test(char) !== backtracking.test(char)) disagreements.push(`${backtracking.source} U+${codePoint.toString(16)}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it.each([
    ['\\u{1F600}', '😀'],
    ['\\uD83D\\uDE00', '😀'],
    ['\\u0041', 'A'],
    ['\\cJ', '\n'],
    ['[\\b]', '\b'],
    ['a[^]b', 'a\nb'],
    ['\\0', '\0'],
  ])('reads the JavaScript escape %s as RegExp does', (pattern, value) => {
    expect(compileLinearPattern(pattern).test(value)).toBe(true);
    expect(new RegExp(pattern, 'u').test(value)).toBe(true);
  });

  it('matches nothing with the empty class [] as RegExp does', () => {
    expect(compileLinearPattern('a[]').test('a')).toBe(false);
    expect(new RegExp('a[]', 'u').test('a')).toBe(false);
  });
});
