import { type CDPSession, type Page, chromium } from '@playwright/test';
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
/** Longer than the portal's validation delay and its text commit delay (150 ms each), so both run inside the window. */
const WORD_PAUSE_MS = 600;
/** After the last key: the commit and validation that follow a pause finish inside the window. */
const SETTLE_MS = 1000;

type Implementation = 'portal' | 'stock';
/**
 * steady: one key every 40 ms, faster than any commit or validation delay, so the figures are the keystroke path.
 * paused: word by word with a pause after each, so every word is committed and validated within the window.
 */
const RHYTHMS = {
  steady: { fields: ['Field 140', 'Field 14'], type: (page: Page) => page.keyboard.type(KEYSTROKES, { delay: 40 }) },
  paused: {
    fields: ['Field 154', 'Field 28'],
    type: async (page: Page) => {
      for (const word of KEYSTROKES.split(/(?<= )/)) {
        await page.keyboard.type(word, { delay: 40 });
        await page.waitForTimeout(WORD_PAUSE_MS);
      }
    },
  },
} as const;
type Rhythm = keyof typeof RHYTHMS;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
const round = (ms: number) => Number(ms.toFixed(2));

async function taskSeconds(session: CDPSession): Promise<number> {
  const { metrics } = await session.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? NaN;
}

async function measure(url: string, implementation: Implementation, rhythm: Rhythm) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const session = await page.context().newCDPSession(page);
    await session.send('Performance.enable');
    await page.goto(`${url}?impl=${implementation}`);
    await page.waitForTimeout(SETTLE_MS);
    await page.evaluate(() => {
      window.latencies = [];
      window.rawLatencies = [];
    });
    let cpuSeconds = 0;
    let windowMs = 0;
    const longTasks: Array<{ start: number; duration: number }> = [];
    for (const label of RHYTHMS[rhythm].fields) {
      const field = page.getByLabel(label, { exact: true });
      await field.click();
      await page.waitForTimeout(300);
      const started = await page.evaluate(() => performance.now());
      const before = await taskSeconds(session);
      await RHYTHMS[rhythm].type(page);
      await page.waitForTimeout(SETTLE_MS);
      cpuSeconds += (await taskSeconds(session)) - before;
      const ended = await page.evaluate(() => performance.now());
      windowMs += ended - started;
      longTasks.push(...(await page.evaluate(({ from, to }) => window.longTasks.filter((task) => task.start >= from && task.start < to), { from: started, to: ended })));
      const typed = await field.inputValue();
      if (typed !== KEYSTROKES) throw new Error(`${implementation} (${rhythm}): ${label} holds ${JSON.stringify(typed)} after typing ${JSON.stringify(KEYSTROKES)}: keystrokes were lost`);
    }
    const latencies = (await page.evaluate(() => window.latencies)).sort((a, b) => a - b);
    const raw = (await page.evaluate(() => window.rawLatencies)).sort((a, b) => a - b);
    const keys = KEYSTROKES.length * RHYTHMS[rhythm].fields.length;
    return {
      p50: round(quantile(latencies, 0.5)),
      p95: round(quantile(latencies, 0.95)),
      withVsyncWaitP50: round(quantile(raw, 0.5)),
      withVsyncWaitP95: round(quantile(raw, 0.95)),
      keystrokes: latencies.length,
      cpuPerKeyMs: round((cpuSeconds * 1000) / keys),
      cpuShare: round((cpuSeconds * 1000) / windowMs),
      longTasks: longTasks.length,
      longTaskMs: round(longTasks.reduce((sum, task) => sum + task.duration, 0)),
      longestTaskMs: round(Math.max(0, ...longTasks.map((task) => task.duration))),
    };
  } finally {
    await browser.close();
  }
}

await build({ configFile: `${here}vite.config.ts` });
const server = await preview({ configFile: `${here}vite.config.ts`, preview: { port: 4180, strictPort: false } });
const url = server.resolvedUrls?.local[0] ?? 'http://localhost:4180/';
try {
  const results = {} as Record<`${Implementation}-${Rhythm}`, Awaited<ReturnType<typeof measure>>>;
  for (const rhythm of Object.keys(RHYTHMS) as Rhythm[]) {
    for (const implementation of ['portal', 'stock'] as const) {
      const result = await measure(url, implementation, rhythm);
      results[`${implementation}-${rhythm}`] = result;
      console.log(JSON.stringify({ name: `typing-${implementation}`, rhythm, ...result }));
    }
  }
  await build({ root, logLevel: 'warn' });
  for (const chunk of chunkSizes(`${root}dist/assets`)) console.log(JSON.stringify({ name: 'chunk', ...chunk }));
  const portal = results['portal-steady'];
  const stock = results['stock-steady'];
  const portalPaused = results['portal-paused'];
  const stockPaused = results['stock-paused'];
  console.log(
    JSON.stringify({
      portal_p50_ms: portal.p50,
      portal_p95_ms: portal.p95,
      stock_p50_ms: stock.p50,
      stock_p95_ms: stock.p95,
      ratio: round(stock.p95 / portal.p95),
      portal_paused_p95_ms: portalPaused.p95,
      stock_paused_p95_ms: stockPaused.p95,
      portal_paused_cpu_per_key_ms: portalPaused.cpuPerKeyMs,
      stock_paused_cpu_per_key_ms: stockPaused.cpuPerKeyMs,
      paused_cpu_ratio: round(stockPaused.cpuPerKeyMs / portalPaused.cpuPerKeyMs),
      portal_paused_long_task_ms: portalPaused.longTaskMs,
      stock_paused_long_task_ms: stockPaused.longTaskMs,
    }),
  );
} finally {
  await server.close();
}
