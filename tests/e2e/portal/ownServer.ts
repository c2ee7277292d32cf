import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A reference server of the test's own, on its own port and data folder, that the test can crash (SIGKILL) and start
 * again on the same data: for "the server went away in the middle of a save" journeys. It serves the portal build the
 * Playwright web server made (`E2E_OUT_DIR` under the isolated config, else `OUT_DIR`, else `dist`); see
 * `ownServerPort` (tests/e2e/servers.ts) for a port that no other worker uses.
 */
export class OwnServer {
  readonly url: string;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'portal-own-server-'));
  private child: ChildProcess | undefined;

  constructor(readonly port: number) {
    this.url = `http://localhost:${port}`;
  }

  /** Starts the server (migrating and seeding a fresh data folder the first time) and waits until it answers. */
  async start(): Promise<void> {
    this.child = spawn(join('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DIST_DIR: process.env.E2E_OUT_DIR ?? process.env.OUT_DIR ?? 'dist',
        DATA_DIR: this.dataDir,
        NODE_ENV: 'test',
        // Every browser test comes from 127.0.0.1: the per-address code limit would stop the suite.
        CODES_PER_IP_HOUR: '100000',
        PUBLIC_URL: this.url,
      },
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (await this.answers()) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`The own server on port ${this.port} did not start within 60 s`);
  }

  /** Kills the server at once (no graceful shutdown: as a crash or a pulled plug would). */
  async crash(): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGKILL');
    await exited;
    this.child = undefined;
  }

  /** Stops the server and removes its data folder. */
  async dispose(): Promise<void> {
    await this.crash();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private async answers(): Promise<boolean> {
    try {
      return (await fetch(`${this.url}/v1/public/projects`)).status < 500;
    } catch {
      return false;
    }
  }
}
