import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 8080), strictPort: true },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: { input: { index: 'index.html', gallery: 'gallery.html' } },
  },
});
