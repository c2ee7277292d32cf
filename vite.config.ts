import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
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

/**
 * Library code the portal cannot reach, kept off the login route (its 200 KB budget): axios' fetch adapter (axios
 * picks the XHR adapter in browsers: default order xhr, http, fetch; the portal never asks for fetch) and MUI's
 * CSS-variables theme machinery (the portal's themes set neither `cssVariables` nor `colorSchemes`). Reaching a
 * stand-in fails loudly rather than silently.
 */
const STAND_INS: readonly StandIn[] = [
  { importer: /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/, source: './fetch.js', code: 'export const getFetch = () => false;' },
  { importer: /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]createTheme\.js$/, source: './createThemeWithVars.js', code: `export default function createThemeWithVars() { ${unused('A CSS-variables MUI theme')}; }` },
  { importer: /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]ThemeProvider\.js$/, source: './ThemeProviderWithVars.js', code: `export function CssVarsProvider() { ${unused('The MUI CssVarsProvider')}; }` },
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

/** Libraries every screen runs (the login route too): one chunk, compressed together, cached together. */
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|use-sync-external-store|@emotion[\\/][^\\/]+|stylis|axios|crypto-js|zustand|hoist-non-react-statics|react-is|clsx|@babel[\\/]runtime)[\\/]/;

/** AJV on its own: screens that validate without drawing a form (signature, recording, submit) load it alone. */
const AJV = /[\\/]node_modules[\\/]ajv[\\/]/;

/**
 * Libraries only the form runtime uses and that import nothing of the portal's chunks (so no chunk cycle): JSON Forms'
 * core and React bindings, lodash and Popper.js, with what they import. Kept out of the renderers chunk so that
 * no chunk passes 500 kB.
 */
const FORM_LIBRARIES = /[\\/]node_modules[\\/](@jsonforms[\\/](core|react)|lodash)[\\/]/;

export default defineConfig({
  plugins: [react(), catalogueParts(), leanModules()],
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
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR },
            { name: 'ajv', test: AJV },
            { name: 'form-libraries', test: FORM_LIBRARIES },
          ],
        },
      },
    },
  },
});
