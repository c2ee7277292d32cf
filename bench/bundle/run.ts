import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { pageSourceOf } from './loginRoute';
import { entryKey, keyOfSource, staticClosure, type Manifest, type ManifestChunk } from './manifest';
import { catalogueKeys } from './catalogue';

/** The budget of the login route's JavaScript, in KB gzip (design.md). */
const BUDGET_KB = 200;
/** zlib's default level: what nginx (`gzip_comp_level` 1 by default), Fastify compress and CDNs commonly come close to. */
const GZIP_LEVEL = 6;
const ROOT = resolve(import.meta.dirname, '../..');

const outDir = mkdtempSync(join(tmpdir(), 'portal-bundle-'));
try {
  await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const loginKey = keyOfSource(manifest, pageSourceOf('/login', ROOT));
  const keys = staticClosure(manifest, [entryKey(manifest), loginKey, ...catalogueKeys(manifest, 'sc')]);
  const rows = keys
    .map((key) => manifest[key])
    .filter((chunk): chunk is ManifestChunk => chunk !== undefined && chunk.file.endsWith('.js'))
    .map((chunk) => {
      const bytes = readFileSync(join(outDir, chunk.file));
      return { file: chunk.file, raw: bytes.length, gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length };
    });
  const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
  for (const row of rows) console.log(`${row.file.padEnd(56)} ${String(kb(row.raw)).padStart(8)} KB ${String(kb(row.gzip)).padStart(7)} KB gzip`);
  const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
  console.log(`${'total'.padEnd(56)} ${String(kb(total.raw)).padStart(8)} KB ${String(kb(total.gzip)).padStart(7)} KB gzip (zlib level ${GZIP_LEVEL})`);
  console.log(
    JSON.stringify({ login_js_gzip_kb: kb(total.gzip), login_js_raw_kb: kb(total.raw), files: rows.length, gzip_level: GZIP_LEVEL, budget_kb: BUDGET_KB, within_budget: kb(total.gzip) < BUDGET_KB }),
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
