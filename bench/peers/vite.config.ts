import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: { treeshake: { moduleSideEffects: [{ test: /[\\/]schema-adapters[\\/]validate[\\/](createPortalAjv|keywordValueCheck)\.ts$/, sideEffects: false }] } },
  },
  logLevel: 'warn',
});
