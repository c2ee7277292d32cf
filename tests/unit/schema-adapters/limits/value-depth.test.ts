import { describe, expect, it } from 'vitest';
import { fromServerValues, toServerValues, validateModule } from '../../../../schema-adapters/index';
import { runCli } from '../../../../schema-adapters/cli/commands';

const fields = [
  { id: 1, field: 'levels', type: 15, item: [{ sc: 'a', value: 'a' }] },
  { id: 2, field: 'note', type: 1, required: 1 },
];

const nestedText = (depth: number) => `${'['.repeat(depth)}"leaf"${']'.repeat(depth)}`;

describe('values nested deeper than any field value', () => {
  const deep = JSON.parse(nestedText(100_000)) as unknown;

  it('are reported as not valid for their field, and the rest is still validated', () => {
    expect(validateModule(fields, { levels: deep, note: 'x' }, { locale: 'en' })).toEqual([{ field: 'levels', keyword: 'type', message: 'The value is not valid' }]);
    const errors = validateModule(fields, { levels: deep }, { locale: 'en' });
    expect(errors.map((error) => `${error.field}:${error.keyword}`)).toEqual(['levels:type', 'note:required']);
  });

  it('are dropped when reading or saving values, also when sent as JSON text', () => {
    expect(toServerValues(fields, { levels: deep, note: 'x' })).toEqual({ note: 'x' });
    expect(fromServerValues(fields, { levels: deep, note: 'x' })).toEqual({ note: 'x' });
    expect(fromServerValues(fields, { levels: nestedText(5_000) })).toEqual({ levels: nestedText(5_000) });
  });

  it('give the command line exit 1 with the field error', () => {
    const files: Record<string, string> = { 'f.json': JSON.stringify(fields), 'v.json': `{"levels":${nestedText(100_000)},"note":"x"}` };
    const result = runCli(['validate', 'f.json', 'v.json', '--locale', 'en'], (path) => files[path] ?? '');
    expect(result.exitCode).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({ valid: false, errors: [{ field: 'levels', keyword: 'type', message: 'The value is not valid' }] });
  });
});
