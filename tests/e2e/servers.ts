import type { TestInfo, WorkerInfo } from '@playwright/test';

/**
 * The browser suite runs in E2E_WORKERS workers (2 unless set), each against a reference server of its own (its own
 * port and data folder), so tests in different workers never share accounts or data. Worker n (Playwright's stable
 * `parallelIndex`) uses the configured base port + n; the ports after those are for the tests' own extra servers.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** One id per `playwright test` run (worker processes inherit it), so that a build marker of an earlier run is ignored. */
const RUN_ID = (process.env.E2E_RUN_ID ??= `${process.pid}-${Date.now()}`);

/** The data folder (SQLite) of the server on this port. */
export const dataDirOf = (port: number | string): string => (process.env.DATA_DIR ? `${process.env.DATA_DIR}-${port}` : `node_modules/.e2e-data-${port}`);

/** The web servers of a run: the first builds the portal into `outDir`, the others wait for that build and serve it. */
export function webServers(basePort: number, outDir: string, cwd?: string) {
  return Array.from({ length: E2E_WORKERS }, (_, index) => {
    const port = basePort + index;
    return {
      command: 'node scripts/e2e-server.mjs',
      env: { PORT: String(port), OUT_DIR: outDir, DATA_DIR: dataDirOf(port), E2E_BUILD: index === 0 ? 'build' : 'wait', E2E_RUN_ID: RUN_ID, TEST_CLOCK: '1' },
      ...(cwd ? { cwd } : {}),
      url: `http://localhost:${port}/gallery.html`,
      timeout: 180_000,
      reuseExistingServer: false,
    };
  });
}

const basePortOf = (info: TestInfo | WorkerInfo): number => Number(new URL(String(info.project.use.baseURL)).port);

/** The address of the server of the worker running this test. */
export const workerBaseURL = (info: TestInfo | WorkerInfo): string => `http://localhost:${basePortOf(info) + info.parallelIndex}`;

/** A free port for a test's own extra server (portal/ownServer.ts): one per worker, after the workers' servers. */
export const ownServerPort = (info: TestInfo | WorkerInfo): number => basePortOf(info) + E2E_WORKERS + info.parallelIndex;
