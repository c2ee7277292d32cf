// Builds the portal when the build is missing or older than its sources, then starts the reference server
// (migrations, seeding, API and portal) on PORT (default 8080).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'schema-adapters', 'renderers', 'locales', 'fixtures', 'protocol', 'index.html', 'gallery.html', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function run(args) {
  const result = spawnSync('npx', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (process.env.SKIP_BUILD !== '1' && built < Math.max(...SOURCES.map(newestMtime))) run(['vite', 'build']);
run(['tsx', 'server/main.ts']);
