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

export default defineConfig({
  plugins: [react(), catalogueParts()],
  server: {
    port: Number(process.env.PORT ?? 5173),
    // The portal calls its API on the same origin: in development the reference server answers through this proxy.
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }])),
  },
  preview: { port: Number(process.env.PORT ?? 8080), strictPort: true },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: { input: { index: 'index.html', gallery: 'gallery.html' } },
  },
});
