import { describe, expect, it } from 'vitest';
import { runCli } from '../../../../schema-adapters/cli/commands';
import { getFixture } from '../../../../fixtures/index';

const text = getFixture('01-text');
const files: Record<string, string> = {
  'fields.json': JSON.stringify(text.fields),
  'valid.json': JSON.stringify(text.valid[0]?.values),
  'invalid.json': JSON.stringify(text.invalid[0]?.values),
  'broken.json': '{"not": json',
  'bad-limit.json': JSON.stringify([{ id: 1, field: 'a', type: 6, condition: { limit_date: { start: 'yesterday' } } }]),
  'list.json': '[1, 2]',
};
const read = (path: string) => {
  const content = files[path];
  if (content === undefined) throw new Error('ENOENT: no such file');
  return content;
};

describe('forms CLI', () => {
  it('adapt prints schema, uischema and data in the chosen locale', () => {
    const result = runCli(['adapt', 'fields.json', '--locale', 'en'], read);
    expect(result.exitCode).toBe(0);
    const output = JSON.parse(result.stdout) as { schema: { type: string }; uischema: { elements: Array<{ label?: string }> }; data: unknown };
    expect(Object.keys(output).sort()).toEqual(['data', 'schema', 'uischema']);
    expect(output.schema.type).toBe('object');
    const labels = output.uischema.elements.map((element) => element.label);
    const english = text.fields.map((field) => (typeof field.name === 'string' ? field.name : field.name.en));
    expect(labels.filter(Boolean).every((label) => english.includes(label))).toBe(true);
  });

  it('accepts --locale=tc and rejects an unknown locale with exit 2', () => {
    expect(runCli(['adapt', 'fields.json', '--locale=tc'], read).exitCode).toBe(0);
    const bad = runCli(['adapt', 'fields.json', '--locale', 'fr'], read);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toMatch(/--locale must be one of sc, tc, en/);
  });

  it('validate exits 0 with valid values and prints no errors', () => {
    const result = runCli(['validate', 'fields.json', 'valid.json'], read);
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ valid: true, errors: [] });
  });

  it('validate exits 1 with invalid values and lists field, keyword and a translated message', () => {
    const result = runCli(['validate', 'fields.json', 'invalid.json', '--locale', 'sc'], read);
    expect(result.exitCode).toBe(1);
    const output = JSON.parse(result.stdout) as { valid: boolean; errors: Array<{ field: string; keyword: string; message: string }> };
    expect(output.valid).toBe(false);
    for (const expected of text.invalid[0]?.errors ?? []) {
      expect(output.errors.map(({ field, keyword }) => ({ field, keyword }))).toContainEqual(expected);
    }
    expect(output.errors.every((error) => error.message.length > 0 && !error.message.startsWith('validation.'))).toBe(true);
  });

  it('exits 2 naming the bad path when the definitions are unusable', () => {
    const result = runCli(['adapt', 'bad-limit.json'], read);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('fields[0].condition.limit_date.start');
  });

  it('exits 2 for unreadable files, bad JSON, a values file that is not an object, and bad usage', () => {
    expect(runCli(['adapt', 'missing.json'], read)).toMatchObject({ exitCode: 2, stderr: expect.stringContaining('missing.json') });
    expect(runCli(['adapt', 'broken.json'], read)).toMatchObject({ exitCode: 2, stderr: expect.stringContaining('not valid JSON') });
    expect(runCli(['validate', 'fields.json', 'list.json'], read)).toMatchObject({ exitCode: 2, stderr: expect.stringContaining('one object') });
    expect(runCli(['frobnicate'], read)).toMatchObject({ exitCode: 2, stderr: expect.stringContaining('usage:') });
    expect(runCli(['adapt', 'list.json'], read).exitCode).toBe(2);
  });
});
