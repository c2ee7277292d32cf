import { adaptModule, validateModule } from '../schema-adapters/index';
import { makeDefinitions, makeValues } from './definitions';

/** Prints one JSON line per measurement: `{"name": …, "ms": …}` (median of the runs, wall clock). */
function report(name: string, samples: number[], extra: Record<string, unknown> = {}): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  console.log(JSON.stringify({ name, ms: Number(median.toFixed(3)), runs: samples.length, ...extra }));
}

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function benchAdapt(count: number, runs: number): void {
  const lists = Array.from({ length: runs + 3 }, () => makeDefinitions(count));
  const samples = lists.map((fields) => time(() => adaptModule(fields, { locale: 'en' }))).slice(3);
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

benchAdapt(100, 50);
benchAdapt(1000, 30);
benchAdapt(10000, 8);
benchValidate(200);
