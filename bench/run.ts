import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type RawFieldDefinitions, adaptModule, validateModule } from '../schema-adapters/index';
import { makeDefinitions, makeDropdown, makeValues } from './definitions';
import { benchPatternRedos } from './patternRedos';

const round = (ms: number | undefined) => Number((ms ?? NaN).toFixed(3));

/** Prints one JSON line per measurement: `ms` is the median of the runs (wall clock), `min` and `p90` beside it. */
function report(name: string, samples: number[], extra: Record<string, unknown> = {}): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * quantile))];
  console.log(JSON.stringify({ name, ms: round(at(0.5)), min: round(sorted[0]), p90: round(at(0.9)), runs: samples.length, ...extra }));
}

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** Parse and adapt of a fresh copy each run (copies are made outside the timing, so no cached plan is reused). */
function benchAdapt(count: number, runs: number): void {
  const template = makeDefinitions(count);
  const warmup = Math.max(5, Math.floor(runs / 5));
  const samples: number[] = [];
  for (let run = 0; run < warmup + runs; run += 1) {
    const fields = structuredClone(template);
    const ms = time(() => adaptModule(fields, { locale: 'en' }));
    if (run >= warmup) samples.push(ms);
  }
  report(`adapt-${count}`, samples, { fields: count });
}

const firstValidationScript = fileURLToPath(new URL('./firstValidation.ts', import.meta.url));

/**
 * Adapt and first validation of a module never validated before: each run in its own process (see
 * firstValidation.ts), `warm` after warming the runtime up on other definitions, `cold` as the process's first call.
 */
function benchFirstValidation(name: string, mode: 'warm' | 'cold', runs: number, extra: Record<string, unknown>): void {
  const samples: number[] = [];
  let refused: string | undefined;
  for (let run = 0; run < runs; run += 1) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', firstValidationScript, name, mode], { encoding: 'utf8', maxBuffer: 1 << 24 });
    const last = child.stdout.trim().split('\n').pop() ?? '';
    if (child.status !== 0 || !last.startsWith('{')) throw new Error(`${name} failed: ${child.stderr}`);
    const result = JSON.parse(last) as { ms: number; refused?: string };
    samples.push(result.ms);
    refused ??= result.refused;
  }
  report(`${name}-${mode === 'warm' ? 'first' : 'cold'}`, samples, { ...extra, ...(refused ? { refused } : {}) });
}

/** Validation of an already compiled module, the same values each run. */
function benchWarmValidation(name: string, fields: RawFieldDefinitions, values: Record<string, unknown>, runs: number, extra: Record<string, unknown>): void {
  for (let run = 0; run < 5; run += 1) validateModule(fields, values, { locale: 'en' });
  const samples = Array.from({ length: runs }, () => time(() => validateModule(fields, values, { locale: 'en' })));
  report(`${name}-warm`, samples, extra);
}

const module300 = makeDefinitions(300);
const module10000 = makeDefinitions(10000);

benchAdapt(100, 200);
benchAdapt(1000, 100);
benchAdapt(10000, 12);
benchFirstValidation('validate-300', 'warm', 7, { fields: 300 });
benchFirstValidation('validate-300', 'cold', 5, { fields: 300 });
benchWarmValidation('validate-300', module300, makeValues(module300), 1000, { fields: 300 });
benchFirstValidation('validate-10000', 'warm', 3, { fields: 10000 });
benchWarmValidation('validate-10000', module10000, makeValues(module10000), 20, { fields: 10000 });
benchFirstValidation('validate-options-10000', 'warm', 3, { options: 10000 });
benchWarmValidation('validate-options-10000', makeDropdown(10000), { choice: 'o9999' }, 20, { options: 10000 });
benchFirstValidation('validate-options-100000', 'warm', 3, { options: 100000 });
benchPatternRedos();
