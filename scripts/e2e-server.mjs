// The end-to-end tests' server: builds the portal into OUT_DIR, then starts the reference server on PORT with a
// fresh data folder (SQLite, seeded demo projects, outbox page on). Used by playwright.config.ts, which starts one per
// worker: the first builds (E2E_BUILD=build, the default), the others (E2E_BUILD=wait) wait for that build of the same
// run (E2E_RUN_ID) and serve it.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildOnce, waitForBuild } from './e2e-build.mjs';

const port = process.env.PORT ?? '4174';
const outDir = process.env.OUT_DIR ?? 'dist';
const dataDir = process.env.DATA_DIR ?? `node_modules/.e2e-data-${port}`;
const runId = process.env.E2E_RUN_ID ?? `${process.pid}-${Date.now()}`;

const built = process.env.E2E_BUILD === 'wait' ? await waitForBuild(outDir, runId) : buildOnce(outDir, runId);
if (!built) process.exit(1);
rmSync(dataDir, { recursive: true, force: true });

const server = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, HOST: '127.0.0.1', DIST_DIR: outDir, DATA_DIR: dataDir, NODE_ENV: 'test', CODES_PER_IP_HOUR: '100000', PUBLIC_URL: `http://localhost:${port}` },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
