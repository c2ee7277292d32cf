import { execFile } from 'node:child_process';
import type { TestInfo } from '@playwright/test';
import { dataDirOf, workerBaseURL } from '../servers';

/** What one run of the operator CLI printed and how it exited (0 done, 1 refused, 2 bad arguments). */
export interface OperatorRun {
  code: number;
  /** Every JSON line it printed (one, or one per application for `list`). */
  lines: Array<Record<string, unknown>>;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run operator -- <args>` against the database of this worker's server (its data folder; links in the
 * e-mails it sends point to that server), whatever the exit code.
 */
export function runOperator(info: TestInfo, ...args: string[]): Promise<OperatorRun> {
  const base = workerBaseURL(info);
  const port = new URL(base).port;
  const env = { ...process.env, DATA_DIR: dataDirOf(port), DATABASE_URL: '', PORT: port, PUBLIC_URL: base };
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'server/operator/cli.ts', ...args], { env, timeout: 120_000 }, (error, stdout, stderr) => {
      const code = error ? Number((error as { code?: unknown }).code ?? 1) || 1 : 0;
      const lines: Array<Record<string, unknown>> = [];
      for (const line of stdout.split('\n')) {
        if (!line.trim()) continue;
        try {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          // Not a JSON line: left in stdout for the failure message.
        }
      }
      resolve({ code, lines, stdout, stderr });
    });
  });
}

/** Runs an operator action that must succeed and answers its JSON line; any other exit rejects with what it printed. */
export async function operator(info: TestInfo, ...args: string[]): Promise<Record<string, unknown>> {
  const run = await runOperator(info, ...args);
  const [line] = run.lines;
  if (run.code !== 0 || !line) throw new Error(`operator ${args.join(' ')} exited ${run.code}\nstdout: ${run.stdout}\nstderr: ${run.stderr}`);
  return line;
}

/** Runs an operator action that must be refused (exit 1) and answers its JSON line ({ ok: false, reason, message }). */
export async function operatorExpectRefusal(info: TestInfo, ...args: string[]): Promise<Record<string, unknown>> {
  const run = await runOperator(info, ...args);
  const [line] = run.lines;
  if (run.code !== 1 || !line) throw new Error(`operator ${args.join(' ')} was expected to be refused but exited ${run.code}\nstdout: ${run.stdout}\nstderr: ${run.stderr}`);
  return line;
}
