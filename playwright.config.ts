import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, webServers } from './tests/e2e/servers';

/** The first worker's server; worker n uses PORT + n (tests/e2e/servers.ts). */
const PORT = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: E2E_WORKERS,
  // Two browsers and two servers share two cores; a test that fails once under that load runs again and is reported flaky.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 60_000,
  // Two browsers and two servers share two cores: a server's answer can take longer than the default 5 s there.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1400, height: 1000 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  webServer: webServers(PORT, process.env.OUT_DIR ?? 'dist'),
});
