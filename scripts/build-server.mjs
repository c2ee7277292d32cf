// Compiles the reference server into plain JavaScript for `node`: server/main.ts -> dist-server/main.js and the
// operator CLI -> dist-server/operator.js (`--outdir` to change; it must stay inside the project so that packages
// resolve from node_modules). The project's own TypeScript (server/, protocol/, schema-adapters/, fixtures/, locales/)
// is bundled; packages stay external and load from node_modules at run time (native better-sqlite3 among them),
// except JSON files inside packages, which Node cannot import without an import attribute.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_OUT_DIR = 'dist-server';

/** Source folders and files the compiled server is made of (start.mjs rebuilds when one is newer than the build). */
export const SERVER_SOURCES = ['server', 'protocol', 'schema-adapters', 'fixtures', 'locales', 'package.json', 'scripts/build-server.mjs'];

const require = createRequire(join(ROOT, 'package.json'));

/**
 * The specifier Node's ESM loader finds: it adds no file extension to the subpath of a package without an `exports`
 * map (`crypto-js/sha256` must become `crypto-js/sha256.js`), which bundlers and tsx do.
 */
function nodeSpecifier(specifier) {
  const [, name, subpath] = /^((?:@[^/]+\/)?[^/]+)(\/.+)?$/.exec(specifier) ?? [];
  if (!name || !subpath || extname(subpath)) return specifier;
  const manifest = join(ROOT, 'node_modules', name, 'package.json');
  if (!existsSync(manifest) || JSON.parse(readFileSync(manifest, 'utf8')).exports) return specifier;
  return `${name}/${relative(join(ROOT, 'node_modules', name), require.resolve(specifier)).split('\\').join('/')}`;
}

const packagesExternal = {
  name: 'packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.endsWith('.json') ? undefined : { path: args.path.startsWith('node:') ? args.path : nodeSpecifier(args.path), external: true },
    );
  },
};

/** Builds the server bundle into outDir (relative to the project root), replacing what was there. */
export async function buildServer(outDir = DEFAULT_OUT_DIR) {
  const target = resolve(ROOT, outDir);
  if (relative(ROOT, target).startsWith('..')) throw new Error(`--outdir must be inside the project: ${outDir}`);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  // Loaded here so that starting an up-to-date build needs no build tool (a production install may omit them).
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'server/main.ts', operator: 'server/operator/cli.ts' },
    outdir: target,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    plugins: [packagesExternal],
    define: { __PROJECT_ROOT_FROM_BUNDLE__: JSON.stringify(relative(target, ROOT).split('\\').join('/') || '.') },
    logLevel: 'warning',
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf('--outdir');
  await buildServer(flag >= 0 ? process.argv[flag + 1] : DEFAULT_OUT_DIR);
}
