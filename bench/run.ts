import { adaptModule, validateModule } from '../schema-adapters/index';
import { makeDefinitions, makeValues } from './definitions';

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

function benchValidate(runs: number): void {
  const firsts: number[] = [];
  const warms: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const fields = makeDefinitions(300);
    const values = makeValues(fields);
    firsts.push(time(() => validateModule(fields, values, { locale: 'en' })));
    for (let j = 0; j < runs; j += 1) warms.push(time(() => validateModule(fields, values, { locale: 'en' })));
  }
  report('validate-300-first', firsts, { fields: 300 });
  report('validate-300-warm', warms, { fields: 300 });
}

benchAdapt(100, 200);
benchAdapt(1000, 100);
benchAdapt(10000, 12);
benchValidate(200);
