// The portal build shared by the end-to-end servers of one run: a marker file, written after the build, names the run
// (and whether the build succeeded); a server that waits accepts only the marker of its own run, never a stale one.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const WAIT_MS = 170_000;

const markerOf = (outDir) => `node_modules/.e2e-builds/${outDir.replace(/[^\w.-]/g, '_')}`;

/** Builds the portal into outDir and records the result for the run; true when the build succeeded. */
export function buildOnce(outDir, runId) {
  const marker = markerOf(outDir);
  rmSync(marker, { force: true });
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { stdio: 'inherit' });
  mkdirSync('node_modules/.e2e-builds', { recursive: true });
  writeFileSync(marker, `${build.status === 0 ? 'ok' : 'failed'} ${runId}`);
  return build.status === 0;
}

/** Waits until the run's build into outDir is done; true when it succeeded. */
export async function waitForBuild(outDir, runId) {
  const marker = markerOf(outDir);
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    let content = '';
    try {
      content = readFileSync(marker, 'utf8');
    } catch {
      // Not written yet.
    }
    if (content === `ok ${runId}`) return true;
    if (content === `failed ${runId}`) {
      console.error(`The portal build into ${outDir} failed`);
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(`No portal build into ${outDir} for this run within ${WAIT_MS / 1000} s`);
  return false;
}
