// Runs a command against a throwaway PostgreSQL cluster: node scripts/with-postgres.mjs <command…>
// Sets TEST_DATABASE_URL for the command; the cluster and its folder are removed afterwards.
// Needs Debian's PostgreSQL server binaries (apt-get install -y postgresql); `.ci/run` installs them.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findBinDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => join(root, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (!found) {
    console.error('PostgreSQL server binaries are missing. Install them with: apt-get install -y postgresql');
    process.exit(1);
  }
  return found;
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;
function sh(command) {
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'inherit' })
    : spawnSync('/bin/sh', ['-c', command], { stdio: 'inherit' });
  return result.status ?? 1;
}

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command…>');
  process.exit(2);
}
const bin = findBinDir();
const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
chmodSync(dir, 0o777);
const cluster = join(dir, 'cluster');
if (asRoot) spawnSync('chown', ['postgres', dir]);
const port = await freePort();
const started =
  sh(`${bin}/initdb -D ${cluster} -U postgres --auth=trust > ${dir}/initdb.log 2>&1`) === 0 &&
  sh(`${bin}/pg_ctl -D ${cluster} -o "-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off" -l ${dir}/log -w start > /dev/null`) === 0;
let status = 1;
if (!started) {
  console.error(`Could not start PostgreSQL; see ${dir}/initdb.log and ${dir}/log`);
} else {
  console.log(`PostgreSQL ${bin.split('/').at(-2)} on 127.0.0.1:${port} for: ${command.join(' ')}`);
  const result = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
  });
  status = result.status ?? 1;
  sh(`${bin}/pg_ctl -D ${cluster} -m fast -w stop > /dev/null`);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
