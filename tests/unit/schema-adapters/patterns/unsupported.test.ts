import { describe, expect, it } from 'vitest';
import { patternModule, validatePattern } from './helpers';
import { adaptModule, parseFieldsReport } from '../../../../schema-adapters/index';

const UNSUPPORTED: Array<[kind: string, pattern: string]> = [
  ['invalid syntax', '(['],
  ['a numbered backreference', '^(a+)\\1$'],
  ['a named backreference', '^(?<x>a)\\k<x>$'],
  ['a lookahead', '^(?=.*\\d)\\w+$'],
  ['a negative lookahead', '^(?!admin)\\w+$'],
  ['a lookbehind', '(?<=@)example\\.com$'],
  ['a Script_Extensions property', '^\\p{scx=Han}+$'],
  ['a repeat count above the engine limit', '^a{2000}$'],
];

describe('value_format patterns the linear engine cannot run', () => {
  it('names a value_format that is neither a known name nor a regex, with a warning', () => {
    const { fields, warnings } = parseFieldsReport([{ id: 1, field: 'a', type: 1 }, { id: 2, field: 'b', type: 1, value_format: '([' }]);
    expect(warnings.map((warning) => warning.path)).toEqual(['fields[1].value_format']);
    expect(warnings[0]?.message).toContain('missing closing ]');
    expect(fields[1]?.value_format).toBe('');
  });

  it.each(UNSUPPORTED)('warns on %s at the field path and drops the pattern', (_kind, pattern) => {
    const { fields, warnings } = parseFieldsReport(patternModule(pattern));
    expect(warnings).toEqual([{ path: 'fields[0].value_format', message: expect.stringContaining(pattern) as string }]);
    expect(fields[0]?.value_format).toBe('');
  });

  it.each(UNSUPPORTED)('validates a field with %s without the pattern', (_kind, pattern) => {
    const adapted = adaptModule(patternModule(pattern), { locale: 'en' });
    expect(adapted.schema).toHaveProperty(['properties', 'code'], { type: 'string' });
    expect(adapted.warnings.map((warning) => warning.path)).toEqual(['fields[0].value_format']);
    expect(validatePattern(pattern, 'anything at all')).toEqual([]);
  });
});
