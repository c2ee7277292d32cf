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
  expect: {
    // Two browsers and two servers share two cores: a server's answer can take longer than the default 5 s there.
    timeout: 10_000,
    // Screenshots (kit.spec.ts) freeze animations and the caret, and allow the few pixels of anti-aliasing a newer
    // Chromium draws differently (2 % of a picture). A pixel counts as changed from a colour difference of about 8
    // levels (YIQ threshold 0.03; Playwright's default, 0.2, let a notice's background move by 10 levels unseen).
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.02, threshold: 0.03 },
  },
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
