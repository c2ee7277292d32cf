import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { pageSourceOf, routePages } from './loginRoute';
import { entryKey, keyOfSource, muiThemeKeys, staticClosure, type Manifest } from './manifest';
import { catalogueKeys, deferredCatalogueKeys } from './catalogue';
import { largestExtra, routeExtras } from './routeExtras';
import { wireBytes } from './wire';

/** The budget of the login route's JavaScript, in KB gzip, with every library whole through its public entry points. */
const BUDGET_KB = 190;
/** The budget of what any later route adds to the login route's JavaScript, in KB gzip (a form route: JSON Forms with the AJV it imports). */
const ROUTE_BUDGET_KB = 180;
/** zlib's default level: what nginx (`gzip_comp_level` 1 by default), Fastify compress and CDNs commonly come close to. */
const GZIP_LEVEL = 6;
const ROOT = resolve(import.meta.dirname, '../..');
const LOCALE = 'sc';

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const column = (bytes: number, width: number) => String(kb(bytes)).padStart(width);

const outDir = mkdtempSync(join(tmpdir(), 'portal-bundle-'));
try {
  await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (key: string) => {
    const known = sizes.get(key);
    if (known) return known;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    const bytes = readFileSync(join(outDir, chunk.file));
    const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length };
    sizes.set(key, size);
    return size;
  };
  const isScript = (key: string) => manifest[key]?.file.endsWith('.js') === true;

  const loginKey = keyOfSource(manifest, pageSourceOf('/login', ROOT));
  const loginKeys = staticClosure(manifest, [entryKey(manifest), loginKey, ...catalogueKeys(manifest, LOCALE)]);
  const scripts = loginKeys.filter(isScript);
  for (const key of scripts) console.log(`${manifest[key]?.file.padEnd(56)} ${column(sizeOf(key).raw, 8)} KB ${column(sizeOf(key).gzip, 7)} KB gzip`);
  const total = scripts.reduce((sum, key) => ({ raw: sum.raw + sizeOf(key).raw, gzip: sum.gzip + sizeOf(key).gzip }), { raw: 0, gzip: 0 });
  console.log(`${'total'.padEnd(56)} ${column(total.raw, 8)} KB ${column(total.gzip, 7)} KB gzip (zlib level ${GZIP_LEVEL})`);

  // What the reference server actually sends for those scripts to a browser asking for `br, gzip`.
  const wire = await wireBytes(outDir, scripts.map((key) => manifest[key]?.file ?? key));
  console.log(`${'sent by the server (Accept-Encoding: br, gzip)'.padEnd(56)} ${column(wire.bytes, 8)} KB (${Object.entries(wire.encodings).map(([encoding, count]) => `${count} ${encoding}`).join(', ')})`);

  const loader = { deferredCatalogue: deferredCatalogueKeys(manifest, LOCALE), muiTheme: muiThemeKeys(manifest) };
  const extras = routeExtras(manifest, routePages(ROOT), new Set(loginKeys), loader, (key) => sizeOf(key).gzip);
  const loaded = [...(loader.deferredCatalogue.length ? ['the deferred messages unless light'] : []), ...(loader.muiTheme.length ? ["MUI's theme unless plain"] : [])];
  console.log(`\nJavaScript each route adds beyond the login route (its page's closure${loaded.map((what) => `, ${what}`).join('')}):`);
  for (const extra of extras) console.log(`${extra.path.padEnd(40)} ${column(extra.gzip, 7)} KB gzip  ${String(extra.keys.length).padStart(3)} files`);
  const max = largestExtra(extras);
  console.log(`${'max'.padEnd(40)} ${column(max?.gzip ?? 0, 7)} KB gzip  (${max?.path ?? 'no routes'})`);
  // BUNDLE_ROUTE=/applyform/basic lists that route's chunks instead of the largest route's.
  const listed = extras.find((extra) => extra.path === process.env.BUNDLE_ROUTE) ?? max;
  if (listed) {
    console.log(`\nChunks ${listed.path} adds, largest first:`);
    const byGzip = [...listed.keys].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip);
    for (const key of byGzip) console.log(`${(manifest[key]?.file ?? key).padEnd(56)} ${column(sizeOf(key).gzip, 7)} KB gzip`);
  }

  const loginKb = kb(total.gzip);
  const maxRouteKb = kb(max?.gzip ?? 0);
  console.log(
    JSON.stringify({
      login_js_gzip_kb: loginKb,
      login_js_raw_kb: kb(total.raw),
      login_js_wire_kb: kb(wire.bytes),
      files: scripts.length,
      gzip_level: GZIP_LEVEL,
      budget_kb: BUDGET_KB,
      within_budget: loginKb < BUDGET_KB,
      max_route_extra_gzip_kb: maxRouteKb,
      max_route: max?.path ?? null,
      route_budget_kb: ROUTE_BUDGET_KB,
      routes_within_budget: maxRouteKb < ROUTE_BUDGET_KB,
    }),
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
