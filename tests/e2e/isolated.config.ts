import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * The same e2e run on its own build directory, data folder and port, for when someone else rebuilds `dist/` during a
 * run (the server then serves missing or half-written files): `npx playwright test -c tests/e2e/isolated.config.ts`.
 */
const PORT = Number(process.env.E2E_ISOLATED_PORT ?? 4175);
const OUT = process.env.E2E_OUT_DIR ?? 'node_modules/.e2e-dist';
// The own-server journeys (portal/ownServer.ts) serve the same build.
process.env.E2E_OUT_DIR = OUT;

export default defineConfig({
  ...base,
  testDir: '.',
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    command: `PORT=${PORT} OUT_DIR=${OUT} node scripts/e2e-server.mjs`,
    cwd: '../..',
    url: `http://localhost:${PORT}/gallery.html`,
    timeout: 180_000,
    reuseExistingServer: false,
  },
});
