import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';
import { webServers } from './servers';

/**
 * The same e2e run on its own build directory, data folder and port, for when someone else rebuilds `dist/` during a
 * run (the server then serves missing or half-written files): `npx playwright test -c tests/e2e/isolated.config.ts`.
 */
const PORT = Number(process.env.E2E_ISOLATED_PORT ?? 4178);
const OUT = process.env.E2E_OUT_DIR ?? 'node_modules/.e2e-dist';
// The own-server journeys (portal/ownServer.ts) serve the same build.
process.env.E2E_OUT_DIR = OUT;

export default defineConfig({
  ...base,
  testDir: '.',
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: webServers(PORT, OUT, '../..'),
});
