import { type PortalError, validateModule } from '../../../../schema-adapters/index';

/** A module of one optional text field `code` whose `value_format` is `pattern`. */
export function patternModule(pattern: string): Array<Record<string, unknown>> {
  return [{ id: 1, field: 'code', type: 1, name: { sc: '编码', tc: '編碼', en: 'Code' }, value_format: pattern }];
}

/** The errors `validateModule` gives for `value` in the field of `patternModule(pattern)`. */
export function validatePattern(pattern: string, value: string): PortalError[] {
  return validateModule(patternModule(pattern), { code: value }, { locale: 'en' });
}

/** The three pattern families that take exponential time on a backtracking engine. */
export const CATASTROPHIC_PATTERNS = ['^(\\w+\\s?)*$', '^(a+)+$', '(a|aa)+$'] as const;

/** `letters` times `a` and then a character none of `CATASTROPHIC_PATTERNS` accepts at the end. */
export const catastrophicValue = (letters: number) => `${'a'.repeat(letters)}!`;
