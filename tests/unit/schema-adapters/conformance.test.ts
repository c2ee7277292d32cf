import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ValueFormat, checkValueFormat, countWords, validateIdNumber } from '../../../schema-adapters/index';

/** One public conformance case; `reason: null` means any of `reason_candidates` is acceptable. */
interface ConformanceCase {
  input: string;
  valid?: boolean;
  reason?: string | null;
  reason_candidates?: string[];
  birthday?: string | null;
  expected?: number;
  count?: number;
}

/** The public conformance cases, copied from the specification's shared test data so the repository stands alone. */
const CASES_URL = new URL('../../conformance/validator-cases.json', import.meta.url);
const cases = JSON.parse(readFileSync(CASES_URL, 'utf8')) as Record<string, ConformanceCase[] | object>;
const categoryOf = (name: string): ConformanceCase[] => {
  const category = cases[name];
  return Array.isArray(category) ? (category as ConformanceCase[]) : [];
};

/** True when `reason` is what the case expects. */
function reasonMatches(testCase: ConformanceCase, reason: string): boolean {
  if (testCase.reason === undefined) return true;
  if (testCase.reason !== null) return testCase.reason === reason;
  return (testCase.reason_candidates ?? []).includes(reason);
}

const FORMAT_CATEGORIES: ValueFormat[] = ['hk_id', 'tw_id', 'mo_id', 'cn_mobile', 'passport', 'email'];
const KNOWN_CATEGORIES = ['_meta', 'cn_id', 'word_count', ...FORMAT_CATEGORIES];

describe('conformance cases', () => {
  it('covers every category of the file', () => {
    expect(Object.keys(cases).filter((name) => !KNOWN_CATEGORIES.includes(name))).toEqual([]);
    expect(categoryOf('cn_id').length).toBeGreaterThan(0);
  });

  describe('cn_id', () => {
    it.each(categoryOf('cn_id'))('$input', (testCase) => {
      const result = validateIdNumber(testCase.input);
      expect(result.ok).toBe(testCase.valid);
      expect(reasonMatches(testCase, result.ok ? 'ok' : (result.error ?? ''))).toBe(true);
      expect(result.birthday ?? null).toBe(testCase.birthday ?? null);
    });
  });

  describe.each(FORMAT_CATEGORIES)('%s', (format) => {
    it.each(categoryOf(format))('$input', (testCase) => {
      const result = checkValueFormat(format, testCase.input);
      expect(result.ok).toBe(testCase.valid);
      expect(reasonMatches(testCase, result.ok ? 'ok' : (result.reason ?? ''))).toBe(true);
    });
  });

  it.each(categoryOf('word_count'))('word_count $input', (testCase) => {
    expect(countWords(testCase.input)).toBe(testCase.expected ?? testCase.count);
  });
});
