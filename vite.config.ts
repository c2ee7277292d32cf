import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';
const API_PREFIXES = ['/v1', '/v2', '/api', '/weChat', '/index', '/dev', '/static', '/downloads'];

export default defineConfig({
  plugins: [react()],
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
