/**
 * One first validation in a fresh process: `tsx bench/firstValidation.ts <case> <warm|cold>` prints `{ "ms": … }`.
 * `warm` first adapts a copy of the definitions and validates an unrelated module, so the runtime is loaded and its
 * code warmed while nothing of the timed module is cached; `cold` times the very first call after the imports.
 * Definitions beyond the documented limits are refused with a `FieldDefinitionError`: then the time to refuse is printed.
 */
import { FieldDefinitionError, adaptModule, validateModule } from '../schema-adapters/index';
import { makeDefinitions, makeDropdown, makeFilledValues, makeValues, makeWarmupDefinitions } from './definitions';
import { typingModule } from './typing/generate';

type Raw = Record<string, unknown>;

/** The modules a first validation is measured on, by bench name. */
export const firstValidationCases: Record<string, () => { fields: Raw[]; values: Record<string, unknown> }> = {
  'validate-300': () => {
    const fields = makeDefinitions(300);
    return { fields, values: makeValues(fields) };
  },
  'validate-filled-300': () => {
    const fields = makeDefinitions(300);
    return { fields, values: makeFilledValues(fields) };
  },
  'validate-typing-300': typingModule,
  'validate-10000': () => {
    const fields = makeDefinitions(10000);
    return { fields, values: makeValues(fields) };
  },
  'validate-options-10000': () => ({ fields: makeDropdown(10000), values: { choice: 'o9999' } }),
  'validate-options-100000': () => ({ fields: makeDropdown(100000), values: { choice: 'o99999' } }),
};

function refusal(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof FieldDefinitionError) return error.message;
    throw error;
  }
}

function main(): void {
  const [name = '', mode = 'warm'] = process.argv.slice(2);
  const makeCase = firstValidationCases[name];
  if (!makeCase) throw new Error(`unknown case ${name}`);
  const { fields, values } = makeCase();
  if (mode === 'warm') {
    const warmup = makeWarmupDefinitions();
    validateModule(warmup.fields, warmup.values, { locale: 'en' });
    refusal(() => adaptModule(structuredClone(fields), { locale: 'en' }));
  }
  const start = performance.now();
  const refused = refusal(() => validateModule(fields, values, { locale: 'en' }));
  const ms = performance.now() - start;
  console.log(JSON.stringify({ ms, ...(refused ? { refused } : {}) }));
}

if (process.argv[1]?.endsWith('firstValidation.ts')) main();
