import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../../../../schema-adapters/cli/commands';

vi.mock('../../../../schema-adapters/runtime/builtinFunctions', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  validateModule: () => {
    throw new TypeError('something unforeseen\n    at validateModule (validateModule.ts:1:1)');
  },
}));

const read = (path: string) => (path === 'fields.json' ? '[{"id":1,"field":"a","type":1}]' : '{}');

describe('forms CLI on an unexpected failure', () => {
  it('exits 2 with a one-line message and no stack trace', () => {
    const result = runCli(['validate', 'fields.json', 'values.json'], read);
    expect(result).toEqual({ exitCode: 2, stdout: '', stderr: 'cannot process the input: something unforeseen\n' });
  });

  it('describes a thrown non-error value in one line as well', async () => {
    const module = await import('../../../../schema-adapters/runtime/builtinFunctions');
    vi.spyOn(module, 'validateModule').mockImplementation(() => {
      throw Object.create(null) as Error;
    });
    expect(runCli(['validate', 'fields.json', 'values.json'], read)).toEqual({ exitCode: 2, stdout: '', stderr: 'cannot process the input: unknown error\n' });
  });
});
