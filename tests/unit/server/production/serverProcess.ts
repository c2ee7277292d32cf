import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../freePort';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Compiles the server with `scripts/build-server.mjs` into a throwaway folder inside the project; returns it. */
export function buildServerOnce(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(ROOT, 'node_modules', '.server-build-test-'));
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', dir], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface CompiledServer {
  base: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout so far. */
  stdout(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  remove(): void;
}

/** Runs `node <dir>/main.js` (production mode, SQLite in a fresh data folder) and waits until /readyz answers 200. */
export async function startCompiledServer(dir: string, env: Record<string, string> = {}): Promise<CompiledServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-production-'));
  const child = spawn(process.execPath, [join(dir, 'main.js')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  let ended = false;
  void exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`server exited before it was ready:\n${stdout}${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server was not ready within 30 s:\n${stdout}${stderr}`);
    }
    const ready = await fetch(`${base}/readyz`).then((reply) => reply.status === 200, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    dataDir,
    child,
    stdout: () => stdout,
    exited,
    remove: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
