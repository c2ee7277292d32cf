import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../tests/unit/freePort';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** How the instances run: a build of the current sources made for this run, the existing dist-server, or tsx. */
export interface ServerCommand {
  args: string[];
  describe: string;
  remove(): void;
}

/**
 * SCALE_SERVER=build (default): compiles the server with scripts/build-server.mjs into a throwaway folder (inside the
 * project, so packages resolve), as `npm run build` does; `dist`: the existing dist-server/main.js; `tsx`: the sources.
 */
export function serverCommand(kind: string): ServerCommand {
  if (kind === 'tsx') return { args: ['--import', 'tsx', 'server/main.ts'], describe: 'tsx server/main.ts', remove: () => {} };
  if (kind === 'dist') {
    const entry = join(ROOT, 'dist-server', 'main.js');
    if (!existsSync(entry)) throw new Error('dist-server/main.js is missing: run `node scripts/build-server.mjs` or leave SCALE_SERVER unset');
    return { args: [entry], describe: 'node dist-server/main.js', remove: () => {} };
  }
  const dir = mkdtempSync(join(ROOT, 'node_modules', '.bench-scale-server-'));
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', dir], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);
  return { args: [join(dir, 'main.js')], describe: 'node <fresh build of server/>/main.js', remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Extra node flags for the instances (SCALE_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles`). */
const nodeArgs = () => (process.env.SCALE_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');

export interface Instance {
  port: number;
  pid: number;
  /** Stops the process (SIGTERM: in-flight requests finish) and removes its data folder. */
  stop(): Promise<void>;
}

async function waitReady(port: number, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((reply) => reply.status === 200, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server on port ${port} did not become ready:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
}

/** One production server process on the shared database, with a data folder of its own; resolves once /readyz is 200. */
export async function startInstance(command: ServerCommand, databaseUrl: string, logLevel: string): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-scale-'));
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  await new Promise((resolve) => log.once('open', resolve));
  const child = spawn(process.execPath, [...nodeArgs(), ...command.args], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: '1',
      LOG_LEVEL: logLevel,
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitReady(port, child, logFile);
  return {
    port,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      log.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `count` instances: the first alone (it migrates and seeds the fresh database), then the others together (they find
 * the schema and the demo projects in place).
 */
export async function startInstances(command: ServerCommand, databaseUrl: string, count: number, logLevel: string): Promise<Instance[]> {
  const first = await startInstance(command, databaseUrl, logLevel);
  const others = await Promise.all(Array.from({ length: count - 1 }, () => startInstance(command, databaseUrl, logLevel)));
  return [first, ...others];
}
