import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import { bootPreloads } from './scripts/bootPreloads.ts';
import { precompressed } from './scripts/precompress.ts';
import { catalogueSlice, PART_QUERY, type CataloguePart } from './src/i18n/parts.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';
const API_PREFIXES = ['/v1', '/v2', '/api', '/weChat', '/index', '/dev', '/static', '/downloads'];

const CATALOGUE_PART = new RegExp(`[\\\\/]locales[\\\\/](?:sc|tc|en)\\.json\\?${PART_QUERY}=(core|rest)$`);

/** Serves `locales/<lang>.json?catalogue=core|rest`: one part of a catalogue as its own JSON module, hence its own chunk. */
function catalogueParts(): Plugin {
  return {
    name: 'portal-catalogue-parts',
    enforce: 'pre',
    config: () => ({ define: { __PORTAL_CATALOGUE_PARTS__: 'true' } }),
    load(id) {
      const part = CATALOGUE_PART.exec(id)?.[1] as CataloguePart | undefined;
      if (!part) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const slice = catalogueSlice(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, part);
      return `export default ${JSON.stringify(slice)};`;
    },
  };
}

/** A module the portal never reaches, swapped for a stand-in when imported by `importer` as `source`. */
interface StandIn {
  importer: RegExp;
  source: string;
  code: string;
}

const unused = (what: string) => `throw new Error(${JSON.stringify(`${what} is left out of the portal build (vite.config.ts, leanModules)`)})`;

const JSON_FORMS_CORE = /[\\/]@jsonforms[\\/]core[\\/]lib[\\/]jsonforms-core\.esm\.js$/;
const LEAN_FP_PATHS = join(import.meta.dirname, 'src/lean/lodashFpPaths.ts');

/**
 * Library code swapped for a stand-in. Kept off the login route (its JS budget), as the portal cannot reach it:
 * axios' fetch adapter (axios picks the XHR adapter in browsers: default order xhr, http, fetch; the portal never asks
 * for fetch), the status-name table and the deprecated CancelToken that axios hangs on its default export (the portal
 * uses neither), and MUI's CSS-variables theme machinery (the portal's themes set neither `cssVariables` nor
 * `colorSchemes`); reaching one of these fails loudly rather than silently. Kept off the form routes: lodash/fp's
 * currying machinery, replaced by a leaner module that does the same work for JSON Forms.
 */
const STAND_INS: readonly StandIn[] = [
  { importer: /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/, source: './fetch.js', code: 'export const getFetch = () => false;' },
  { importer: /[\\/]axios[\\/]lib[\\/]axios\.js$/, source: './helpers/HttpStatusCode.js', code: `export default new Proxy({}, { get() { ${unused('axios.HttpStatusCode')}; } });` },
  { importer: /[\\/]axios[\\/]lib[\\/]axios\.js$/, source: './cancel/CancelToken.js', code: `export default class CancelToken { constructor() { ${unused('axios CancelToken')}; } }` },
  { importer: /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]createTheme\.js$/, source: './createThemeWithVars.js', code: `export default function createThemeWithVars() { ${unused('A CSS-variables MUI theme')}; }` },
  { importer: /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]ThemeProvider\.js$/, source: './ThemeProviderWithVars.js', code: `export function CssVarsProvider() { ${unused('The MUI CssVarsProvider')}; }` },
  // lodash/fp's set and unset bring lodash/fp's currying machinery with them; JSON Forms calls them with every argument.
  { importer: JSON_FORMS_CORE, source: 'lodash/fp/set', code: `export { set as default } from ${JSON.stringify(LEAN_FP_PATHS)};` },
  { importer: JSON_FORMS_CORE, source: 'lodash/fp/unset', code: `export { unset as default } from ${JSON.stringify(LEAN_FP_PATHS)};` },
  // JSON Forms adds ajv-formats only to an AJV it creates itself; every portal form passes its own (the runtime's).
  { importer: JSON_FORMS_CORE, source: 'ajv-formats', code: `export default function addFormats() { ${unused('An AJV created by JSON Forms')}; }` },
  { importer: JSON_FORMS_CORE, source: 'ajv', code: `export default class Ajv { constructor() { ${unused('An AJV created by JSON Forms')}; } }` },
  // A browser validates with the server's precompiled validators; AJV's compiler is a chunk loaded only when they fail.
  { importer: /[\\/]schema-adapters[\\/]validate[\\/]portalValidators\.ts$/, source: './nodeCompiler', code: 'export const nodeCompiler = undefined;' },
];

const STAND_IN_PREFIX = '\0portal-stand-in:';

/** Resolves the {@link STAND_INS} to their stand-ins. */
function leanModules(): Plugin {
  return {
    name: 'portal-lean-modules',
    enforce: 'pre',
    resolveId(source, importer) {
      const index = STAND_INS.findIndex((entry) => entry.source === source && importer !== undefined && entry.importer.test(importer));
      return index < 0 ? null : `${STAND_IN_PREFIX}${index}`;
    },
    load(id) {
      return id.startsWith(STAND_IN_PREFIX) ? (STAND_INS[Number(id.slice(STAND_IN_PREFIX.length))]?.code ?? null) : null;
    },
  };
}

const ROUTER_PRODUCTION = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const IN_ROUTER_PRODUCTION = /[\\/]react-router[\\/]dist[\\/]production[\\/]/;
/** A top-level `var X = React.forwardRef(` (or `memo`, `createContext`) call, which react-router leaves unannotated. */
const ROUTER_COMPONENT = /^(var [\w$]+ = )([\w$]+\.(?:forwardRef|memo|createContext)\()/gm;
/** A top-level `X.displayName = "…";`: for React DevTools only, and it keeps X alive. */
const ROUTER_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * react-router's exports name only its development build (dev warnings on); the production build it ships beside it is
 * used in the portal's build. Its components are marked pure and their DevTools names dropped, so that what the portal
 * never renders (NavLink, Form, ScrollRestoration…) is tree-shaken.
 */
function productionRouter(): Plugin {
  return {
    name: 'portal-production-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (source === 'react-router') return join(ROUTER_PRODUCTION, 'index.mjs');
      if (source === 'react-router/dom') return join(ROUTER_PRODUCTION, 'dom-export.mjs');
      return null;
    },
    transform(code, id) {
      if (!IN_ROUTER_PRODUCTION.test(id)) return null;
      // Same lines, so the existing source maps stay valid (map: null).
      return { code: code.replace(ROUTER_COMPONENT, '$1/* @__PURE__ */ $2').replace(ROUTER_DISPLAY_NAME, ''), map: null };
    },
  };
}

/** The roots of the chunk groups below: the entry module, the login page, the signed-in home, MUI's theme provider. */
const SHELL_ROOT = join(import.meta.dirname, 'src/main.tsx');
const LOGIN_PAGE = join(import.meta.dirname, 'src/pages/account/LoginPage.tsx');
const HOME_PAGE = join(import.meta.dirname, 'src/pages/home/HomePage.tsx');
const MUI_THEME = join(import.meta.dirname, 'src/themes/PortalThemeProvider.tsx');
const IN_NODE_MODULES = /[\\/]node_modules[\\/]/;

/**
 * Chunk groups read from the module graph once it is built (before chunks are made): `shell`, the portal's own modules
 * the entry module imports statically (router, layouts, stores, API client); `login`, what the login page adds;
 * `mui-theme`, MUI's theme provider with MUI's styling engine, which every page but the plain ones loads; and `home`,
 * what the signed-in home adds (the first screen after logging in; other pages that share its small parts load it).
 * Automatic splitting makes dozens of small shared chunks of them: these are fewer requests (home: 16 scripts and 9
 * style sheets → 2 and 1), and code compressed together.
 */
function loginRouteChunks(): { plugin: Plugin; groups: Array<{ name: string; test: (id: string) => boolean }> } {
  const shell = new Set<string>();
  const login = new Set<string>();
  const theme = new Set<string>();
  const home = new Set<string>();
  const plugin: Plugin = {
    name: 'portal-login-route-chunks',
    apply: 'build',
    buildEnd() {
      const reach = (root: string, into: Set<string>, except: ReadonlySet<string>, libraries = false) => {
        const pending = [root];
        while (pending.length > 0) {
          const id = pending.pop() as string;
          if (into.has(id) || except.has(id) || (!libraries && IN_NODE_MODULES.test(id))) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          into.add(id);
          pending.push(...info.importedIds);
        }
      };
      shell.clear();
      login.clear();
      theme.clear();
      home.clear();
      reach(SHELL_ROOT, shell, new Set());
      reach(LOGIN_PAGE, login, shell);
      reach(MUI_THEME, theme, new Set([...shell, ...login]), true);
      reach(HOME_PAGE, home, new Set([...shell, ...login, ...theme]));
      // The roots stay in their own chunks: the HTML entry's, and those that are imported dynamically.
      shell.delete(SHELL_ROOT);
      login.delete(LOGIN_PAGE);
      theme.delete(MUI_THEME);
      home.delete(HOME_PAGE);
    },
  };
  return {
    plugin,
    groups: [
      { name: 'shell', test: (id) => shell.has(id) },
      { name: 'login', test: (id) => login.has(id) },
      { name: 'mui-theme', test: (id) => theme.has(id) },
      { name: 'home', test: (id) => home.has(id) },
    ],
  };
}

const LOGIN_ROUTE_CHUNKS = loginRouteChunks();

/** Libraries every screen runs (the login route too): one chunk, compressed together, cached together. */
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|use-sync-external-store|axios|crypto-js|zustand)[\\/]/;

/** AJV's compiler on its own, loaded only by a form whose validators the server could not precompile. */
const AJV = /[\\/]node_modules[\\/]ajv[\\/]/;
/** The runtime helpers precompiled validators call (string length, deep equality): kept out of the compiler's chunk. */
const AJV_RUNTIME = /[\\/]node_modules[\\/](ajv[\\/]dist[\\/]runtime[\\/](equal|ucs2length)\.js|fast-deep-equal[\\/])/;

/**
 * Libraries only the form runtime uses and that import nothing of the portal's chunks (so no chunk cycle): JSON Forms'
 * core and React bindings, lodash and Popper.js, with what they import. Kept out of the renderers chunk so that
 * no chunk passes 500 kB.
 */
const FORM_LIBRARIES = /[\\/]node_modules[\\/](@jsonforms[\\/](core|react)|lodash)[\\/]/;

export default defineConfig({
  plugins: [react(), catalogueParts(), leanModules(), productionRouter(), LOGIN_ROUTE_CHUNKS.plugin, bootPreloads(LOGIN_PAGE), precompressed()],
  server: {
    port: Number(process.env.PORT ?? 5173),
    // The portal calls its API on the same origin: in development the reference server answers through this proxy.
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }])),
  },
  preview: { port: Number(process.env.PORT ?? 8080), strictPort: true },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      input: { index: 'index.html', gallery: 'gallery.html' },
      // AJV's compiler (which `schema-adapters/index.ts` exports for Node) is dropped from every route that uses none of it.
      treeshake: { moduleSideEffects: [{ test: /[\\/]schema-adapters[\\/]validate[\\/](createPortalAjv|keywordValueCheck)\.ts$/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR },
            ...LOGIN_ROUTE_CHUNKS.groups,
            { name: 'validator-runtime', test: AJV_RUNTIME, priority: 1 },
            { name: 'ajv', test: AJV },
            { name: 'form-libraries', test: FORM_LIBRARIES },
          ],
        },
      },
    },
  },
});
