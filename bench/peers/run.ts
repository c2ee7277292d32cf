import { chromium } from '@playwright/test';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { IMPLEMENTATIONS, type Implementation } from './implementations';
import { markdownTable, medians, summary } from './report';
import { type RunFigures, runScenario } from './scenario';

const here = fileURLToPath(new URL('.', import.meta.url));
const REPETITIONS = Math.max(3, Number(process.env.PEERS_REPS ?? 5) || 5);
// Frames are not held to a 60 Hz vsync, so the wall times measure work rather than waits for a display refresh.
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-gpu-vsync', '--disable-frame-rate-limit',
];

/** Each repetition starts from a different implementation, so none always runs first (or last) on a warm machine. */
const rotated = (rep: number): Implementation[] => IMPLEMENTATIONS.map((_, index) => IMPLEMENTATIONS[(index + rep) % IMPLEMENTATIONS.length] as Implementation);

await build({ configFile: `${here}vite.config.ts` });
const server = await preview({ configFile: `${here}vite.config.ts`, preview: { port: 4181, strictPort: false } });
const url = server.resolvedUrls?.local[0] ?? 'http://localhost:4181/';
const runs: Array<{ impl: Implementation; figures: RunFigures }> = [];
const lost: string[] = [];
try {
  for (let rep = 0; rep < REPETITIONS; rep += 1) {
    for (const impl of rotated(rep)) {
      const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
      try {
        const { figures, lostKeystrokes } = await runScenario(browser, url, impl);
        runs.push({ impl, figures });
        lost.push(...lostKeystrokes.map((problem) => `rep ${rep}, ${impl}: ${problem}`));
        console.log(JSON.stringify({ rep, impl, ...figures, lost_keystrokes: lostKeystrokes.length > 0 }));
      } finally {
        await browser.close();
      }
    }
  }
} finally {
  await server.close();
  rmSync(`${here}dist`, { recursive: true, force: true });
}
const table = medians(runs);
console.log(markdownTable(table));
if (lost.length > 0) {
  // The figures are still printed, but a form that drops what the applicant types has failed the benchmark.
  console.error(`KEYSTROKES LOST while typing after the first validation:\n${lost.join('\n')}`);
  process.exitCode = 1;
}
console.log(JSON.stringify(summary(table)));
