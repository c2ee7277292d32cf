import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { type Plugin, defineConfig } from 'vite';

const COMPILER_STAND_IN = '\0peers-no-node-compiler';

/**
 * As in the portal's build (../../vite.config.ts): the browser has no compiler at hand, so the portal form validates
 * with the validators run.ts precompiled, and AJV stays out of the portal implementation's chunks.
 */
function browserValidators(): Plugin {
  return {
    name: 'peers-browser-validators',
    enforce: 'pre',
    resolveId: (source, importer) => (source === './nodeCompiler' && importer !== undefined && /[\\/]validate[\\/]portalValidators\.ts$/.test(importer) ? COMPILER_STAND_IN : null),
    load: (id) => (id === COMPILER_STAND_IN ? 'export const nodeCompiler = undefined;' : null),
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), browserValidators()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: { treeshake: { moduleSideEffects: [{ test: /[\\/]schema-adapters[\\/]validate[\\/](createPortalAjv|keywordValueCheck)\.ts$/, sideEffects: false }] } },
  },
  logLevel: 'warn',
});
