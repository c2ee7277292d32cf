import { type CliResult, runCli } from '../../schema-adapters/cli/commands';
import type { HostileCase } from './hostile';

/** What one hostile case did to `npm run forms -- validate`. */
export interface Outcome {
  ms: number;
  exitCode: number | 'threw';
  /** Why the outcome breaks the command line's contract, if it does. */
  fault?: string;
}

const STACK_LINE = /\n\s+at .+[:(]\d+:\d+\)?/;

function faultOf(result: CliResult): string | undefined {
  if (![0, 1, 2].includes(result.exitCode)) return `exit code ${result.exitCode}`;
  if (STACK_LINE.test(result.stdout) || STACK_LINE.test(result.stderr)) return 'a stack trace in the output';
  if (result.exitCode === 2) {
    return result.stderr.includes('cannot process the input') ? `an unexpected exception: ${result.stderr.trim()}` : undefined;
  }
  let verdict: { valid?: unknown; errors?: unknown };
  try {
    verdict = JSON.parse(result.stdout) as typeof verdict;
  } catch {
    return `exit ${result.exitCode} without a JSON verdict`;
  }
  const errors = Array.isArray(verdict.errors) ? verdict.errors : undefined;
  if (!errors) return 'a verdict without an error list';
  if (result.exitCode === 1 && (verdict.valid !== false || errors.length === 0)) return 'exit 1 without field errors';
  if (result.exitCode === 0 && (verdict.valid !== true || errors.length > 0)) return 'exit 0 with field errors';
  return undefined;
}

/** Runs the case through the command line in this process and judges the answer (never its speed). */
export function runHostileCase(item: HostileCase, locale = 'en'): Outcome {
  const files: Record<string, string> = { 'fields.json': item.fieldsText, 'values.json': item.valuesText };
  const start = performance.now();
  try {
    const result = runCli(['validate', 'fields.json', 'values.json', '--locale', locale], (path) => files[path] ?? '');
    const fault = faultOf(result);
    return { ms: performance.now() - start, exitCode: result.exitCode, ...(fault ? { fault } : {}) };
  } catch (error) {
    return { ms: performance.now() - start, exitCode: 'threw', fault: `a raw exception: ${String(error).split('\n', 1)[0]}` };
  }
}
