import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { freePort } from '../../tests/unit/freePort';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A production build of the portal, served by the reference server on a free port with fresh seeded data. */
export async function startBuiltPortal(): Promise<{ base: string; stop: () => Promise<void> }> {
  const work = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const distDir = join(work, 'dist');
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: distDir, DATA_DIR: join(work, 'data'), LOG_LEVEL: 'warn' },
  });
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${base}/readyz`).then((reply) => reply.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('The server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(work, { recursive: true, force: true });
    },
  };
}
