import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

const GALLERY_SECTION = /[\\/]locales[\\/](?:sc|tc|en)\.json\?gallery$/;

/**
 * Serves `locales/<lang>.json?gallery`: the gallery's section of a catalogue as a module of the gallery's own. Imported
 * from the catalogue itself, the section lands in the chunk the form runtime shares with the gallery, which the
 * portal's form pages load.
 */
function gallerySection(): Plugin {
  return {
    name: 'portal-gallery-section',
    enforce: 'pre',
    load(id) {
      if (!GALLERY_SECTION.test(id)) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const { gallery } = JSON.parse(readFileSync(file, 'utf8')) as { gallery: unknown };
      return `export const gallery = ${JSON.stringify(gallery)};`;
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

/** AJV, which JSON Forms imports: every form route loads it (the portal's validators are precompiled; it compiles only what they miss). */
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
  plugins: [react(), catalogueParts(), gallerySection(), LOGIN_ROUTE_CHUNKS.plugin, bootPreloads(LOGIN_PAGE), precompressed()],
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
