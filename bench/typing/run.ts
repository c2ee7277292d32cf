import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { chunkSizes } from './chunks';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
const KEYSTROKES = 'The quick brown fox jumps over the lazy dog 0123456789 again and again';
// Frames are not held to a 60 Hz vsync, so the figures measure the work between a keystroke and its paint, not the
// wait for the next display refresh.
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-gpu-vsync', '--disable-frame-rate-limit',
];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
const round = (ms: number) => Number(ms.toFixed(2));

async function measure(url: string, implementation: 'portal' | 'stock') {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${url}?impl=${implementation}`);
    const fields = [page.getByLabel('Field 140', { exact: true }), page.getByLabel('Field 14', { exact: true })];
    for (const field of fields) {
      await field.click();
      await page.evaluate(() => {
        window.latencies = [];
        window.rawLatencies = [];
      });
      await page.keyboard.type(KEYSTROKES, { delay: 40 });
    }
    await page.waitForTimeout(300);
    const latencies = (await page.evaluate(() => window.latencies)).sort((a, b) => a - b);
    const raw = (await page.evaluate(() => window.rawLatencies)).sort((a, b) => a - b);
    return {
      p50: round(quantile(latencies, 0.5)),
      p95: round(quantile(latencies, 0.95)),
      withVsyncWaitP50: round(quantile(raw, 0.5)),
      withVsyncWaitP95: round(quantile(raw, 0.95)),
      keystrokes: latencies.length,
    };
  } finally {
    await browser.close();
  }
}

await build({ configFile: `${here}vite.config.ts` });
const server = await preview({ configFile: `${here}vite.config.ts`, preview: { port: 4180, strictPort: false } });
const url = server.resolvedUrls?.local[0] ?? 'http://localhost:4180/';
try {
  const portal = await measure(url, 'portal');
  console.log(JSON.stringify({ name: 'typing-portal', ...portal }));
  const stock = await measure(url, 'stock');
  console.log(JSON.stringify({ name: 'typing-stock', ...stock }));
  await build({ root, logLevel: 'warn' });
  for (const chunk of chunkSizes(`${root}dist/assets`)) console.log(JSON.stringify({ name: 'chunk', ...chunk }));
  console.log(JSON.stringify({ portal_p50_ms: portal.p50, portal_p95_ms: portal.p95, stock_p50_ms: stock.p50, stock_p95_ms: stock.p95, ratio: round(stock.p95 / portal.p95) }));
} finally {
  await server.close();
}
