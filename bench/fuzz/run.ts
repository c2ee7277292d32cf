import { runHostileCase } from './check';
import { hostileCase } from './hostile';

/**
 * `npm run fuzz [-- --cases N --seed S]`: runs N hostile definition files (default 10,000) through the command
 * line's `validate` and prints one JSON summary: exit codes, faults (raw exceptions, stack traces, exit 1 without
 * field errors) and runs over 5 s, each with the seed that rebuilds it. Exits 1 when any fault or slow run appeared.
 */
const SLOW_MS = 5_000;
const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

const cases = argument('cases', 10_000);
const firstSeed = argument('seed', 1);
const exits: Record<string, number> = {};
const families: Record<string, { cases: number; maxMs: number }> = {};
const faults: Array<{ seed: number; family: string; fault: string }> = [];
const slow: Array<{ seed: number; family: string; ms: number }> = [];
const slowest: Array<{ seed: number; family: string; ms: number }> = [];
const started = performance.now();

for (let seed = firstSeed; seed < firstSeed + cases; seed += 1) {
  const item = hostileCase(seed);
  const outcome = runHostileCase(item, ['sc', 'tc', 'en'][seed % 3]);
  exits[outcome.exitCode] = (exits[outcome.exitCode] ?? 0) + 1;
  const family = (families[item.family] ??= { cases: 0, maxMs: 0 });
  family.cases += 1;
  family.maxMs = Math.max(family.maxMs, Math.round(outcome.ms));
  if (outcome.fault) faults.push({ seed, family: item.family, fault: outcome.fault });
  const timed = { seed, family: item.family, ms: Math.round(outcome.ms) };
  if (outcome.ms > SLOW_MS) slow.push(timed);
  slowest.push(timed);
  slowest.sort((a, b) => b.ms - a.ms).splice(5);
}

const summary = {
  name: 'fuzz-hostile-definitions',
  cases,
  seconds: Math.round((performance.now() - started) / 1000),
  exits,
  families,
  faults: faults.length,
  overFiveSeconds: slow.length,
  slowest,
  examples: { faults: faults.slice(0, 10), slow: slow.slice(0, 10) },
};
console.log(JSON.stringify(summary, null, 2));
process.exitCode = faults.length > 0 || slow.length > 0 ? 1 : 0;
