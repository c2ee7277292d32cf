import { describe, expect, it } from 'vitest';
import { patternModule, validatePattern } from './helpers';
import { runCli } from '../../../../schema-adapters/cli/commands';
import { FieldDefinitionError, parseFields } from '../../../../schema-adapters/index';
import { MAX_PATTERN_LENGTH } from '../../../../schema-adapters/validators/linearPattern';

const patternOf = (length: number) => `^${'a'.repeat(length - 2)}$`;

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('value_format pattern length limit', () => {
  it('accepts a pattern of exactly the limit', () => {
    const pattern = patternOf(MAX_PATTERN_LENGTH);
    expect(parseFields(patternModule(pattern))[0]?.value_format).toBe(pattern);
    expect(validatePattern(pattern, 'a'.repeat(MAX_PATTERN_LENGTH - 2))).toEqual([]);
  });

  it.each([MAX_PATTERN_LENGTH + 1, 100_000])('refuses a pattern of %i characters naming the path and the limit', (length) => {
    const fields = [{ id: 1, field: 'a', type: 1 }, { ...patternModule(patternOf(length))[0], id: 2 }];
    const error = thrownBy(() => parseFields(fields));
    expect(error).toBeInstanceOf(FieldDefinitionError);
    expect((error as FieldDefinitionError).path).toBe('fields[1].value_format');
    expect((error as Error).message).toContain(String(MAX_PATTERN_LENGTH));
    expect((error as Error).message).toContain('fields[1].value_format');
  });

  it('makes the CLI exit 2 with the path and the limit', () => {
    const files: Record<string, string> = { 'fields.json': JSON.stringify(patternModule(patternOf(100_000))), 'values.json': '{}' };
    const result = runCli(['validate', 'fields.json', 'values.json'], (path) => files[path] ?? '');
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('fields[0].value_format');
    expect(result.stderr).toContain(String(MAX_PATTERN_LENGTH));
    expect(result.stdout).toBe('');
  });
});
