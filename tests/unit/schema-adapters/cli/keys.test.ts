import { describe, expect, it } from 'vitest';
import { runCli } from '../../../../schema-adapters/cli/commands';

const files: Record<string, string> = {
  'proto-field.json': '[{"id":1,"field":"__proto__","type":1,"required":1}]',
  'proto-column.json': '[{"id":1,"field":"rows","type":1},{"id":2,"pid":1,"field":"__proto__","type":1,"condition":{"columnTable":{"isInColumnTable":1}}}]',
  'proto-condition.json': '[{"id":1,"field":"essay","type":2,"condition":{"__proto__":{"word_max":1},"constructor":1,"word_max":3}}]',
  'constructor-date.json': '[{"id":1,"field":"d","type":6,"date_type":"constructor"}]',
  'prototype-keys.json': '[{"id":1,"field":"constructor","type":1,"required":1},{"id":2,"field":"toString","type":1,"required":1},{"id":3,"field":"valueOf","type":1}]',
  'empty.json': '{}',
  'filled.json': '{"constructor":"a","toString":"b","valueOf":"c"}',
  'proto-values.json': '{"__proto__":{"constructor":"a","toString":"b"},"valueOf":"c"}',
  'proto-filled.json': '{"__proto__":{"polluted":true},"constructor":"a","toString":"b"}',
};
const read = (path: string) => {
  const content = files[path];
  if (content === undefined) throw new Error('ENOENT: no such file');
  return content;
};

function expectUnusable(args: string[], path: string): void {
  const result = runCli(args, read);
  expect(result.exitCode).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr).toContain(path);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
}

describe('forms CLI with keys named like Object.prototype properties', () => {
  it('refuses __proto__ as a field or column key with exit 2 naming the path', () => {
    expectUnusable(['adapt', 'proto-field.json'], 'fields[0].field');
    expectUnusable(['validate', 'proto-field.json', 'empty.json'], 'fields[0].field');
    expectUnusable(['validate', 'proto-column.json', 'empty.json'], 'fields[1].field');
  });

  it('ignores __proto__ and constructor inside a condition', () => {
    const result = runCli(['adapt', 'proto-condition.json'], read);
    expect(result.exitCode).toBe(0);
    const { schema } = JSON.parse(result.stdout) as { schema: { properties: { essay: unknown } } };
    expect(schema.properties.essay).toEqual({ type: 'string', wordMax: 3 });
  });

  it('refuses date_type "constructor" with exit 2 naming the path', () => {
    expectUnusable(['validate', 'constructor-date.json', 'empty.json'], 'fields[0].date_type');
  });

  it('reports constructor and toString as required when empty and passes them filled', () => {
    const empty = runCli(['validate', 'prototype-keys.json', 'empty.json', '--locale', 'en'], read);
    expect(empty.exitCode).toBe(1);
    expect(JSON.parse(empty.stdout)).toEqual({
      valid: false,
      errors: [
        { field: 'constructor', keyword: 'required', message: 'Required fields cannot be empty' },
        { field: 'toString', keyword: 'required', message: 'Required fields cannot be empty' },
      ],
    });
    expect(runCli(['validate', 'prototype-keys.json', 'filled.json'], read)).toMatchObject({ exitCode: 0, stderr: '' });
  });

  it('reads __proto__ in a values file as no value at all', () => {
    const inherited = runCli(['validate', 'prototype-keys.json', 'proto-values.json', '--locale', 'en'], read);
    expect(inherited.exitCode).toBe(1);
    const { errors } = JSON.parse(inherited.stdout) as { errors: Array<{ field: string; keyword: string }> };
    expect(errors.map(({ field, keyword }) => `${field}/${keyword}`)).toEqual(['constructor/required', 'toString/required']);
    expect(runCli(['validate', 'prototype-keys.json', 'proto-filled.json'], read).exitCode).toBe(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
