import { validateModule } from '../schema-adapters/index';

/** Patterns that take exponential time on a backtracking engine when the last character does not match. */
const PATTERNS = ['^(\\w+\\s?)*$', '^(a+)+$', '(a|aa)+$'];
const LETTERS = [28, 1_000, 100_000];
const RUNS = 5;

const round = (ms: number) => Math.round(ms * 1000) / 1000;

function medianMs(run: () => void): number {
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
}

/** Validates each catastrophic pattern against `letters` letters and a non-matching last character; one JSON line each. */
export function benchPatternRedos(): void {
  for (const pattern of PATTERNS) {
    const fields = [{ id: 1, field: 'code', type: 1, value_format: pattern }];
    validateModule(fields, { code: 'a' }, { locale: 'en' });
    for (const letters of LETTERS) {
      const values = { code: `${'a'.repeat(letters)}!` };
      let errors = 0;
      const ms = medianMs(() => {
        errors = validateModule(fields, values, { locale: 'en' }).length;
      });
      console.log(JSON.stringify({ name: 'pattern-redos', pattern, letters, ms: round(ms), runs: RUNS, valid: errors === 0 }));
    }
  }
}
