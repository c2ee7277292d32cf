// Builds the portal and the server when a build is missing or older than its sources, then starts the compiled
// reference server (migrations, seeding, API and portal) on PORT (default 8080) in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, DEFAULT_OUT_DIR, SERVER_SOURCES } from './build-server.mjs';

const PORTAL_SOURCES = ['src', 'schema-adapters', 'renderers', 'locales', 'fixtures', 'protocol', 'index.html', 'gallery.html', 'vite.config.ts', 'package.json'];
const SERVER_ENTRY = join(DEFAULT_OUT_DIR, 'main.js');
const checkSources = process.env.SKIP_BUILD !== '1';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const stale = (file, sources) => builtAt(file) < Math.max(...sources.map(newestMtime));

if (checkSources && stale('dist/index.html', PORTAL_SOURCES)) {
  const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!existsSync(SERVER_ENTRY) || (checkSources && stale(SERVER_ENTRY, SERVER_SOURCES))) await buildServer();

// Stack traces name the TypeScript sources (the build writes source maps).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(resolve(SERVER_ENTRY)).href);
