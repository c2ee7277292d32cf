import type { KeywordDefinition, ValidateFunction } from 'ajv';
import equalModule from 'ajv/dist/runtime/equal';
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length';
import { portalKeywords } from '../keywords/index';
import { linearRegExp } from '../validators/linearPattern';

/** A module's validators as the server generates them (`POST /api/form/validators`, `standaloneValidators`). */
export interface PrecompiledValidators {
  /** CommonJS-style code exporting `v0`, `v1`, … (AJV's standalone code), run with `require` and `rt` given. */
  code: string;
  /** The JSON text of the schema of `v0`, `v1`, …, in that order. */
  schemas: string[];
}

/** A CommonJS default export as Node (the module object) or a bundler (the export itself) hands it to `import x from`. */
function defaultExport<T extends (...args: never[]) => unknown>(imported: T | { default: T }): T {
  return typeof imported === 'function' ? imported : imported.default;
}

/** The only modules generated code may `require`: AJV's runtime helpers and the linear pattern engine. */
const REQUIRABLE: Readonly<Record<string, unknown>> = {
  'ajv/dist/runtime/equal': { default: defaultExport(equalModule) },
  'ajv/dist/runtime/ucs2length': { default: defaultExport(ucs2lengthModule) },
  [/^require\("([^"]+)"\)/.exec(linearRegExp.code)?.[1] ?? '']: { linearRegExp },
};

/** The function a keyword validates with (every portal keyword has one; see `standaloneValidators`). */
export const keywordFunction = (keyword: KeywordDefinition): unknown => ('validate' in keyword ? keyword.validate : undefined);

const keywordFunctions = (keywords: readonly KeywordDefinition[]) => Object.fromEntries(keywords.map((keyword) => [String(keyword.keyword), keywordFunction(keyword)]));

function requireAllowed(name: string): unknown {
  if (!Object.hasOwn(REQUIRABLE, name)) throw new Error(`Precompiled validators may not require ${JSON.stringify(name)}`);
  return REQUIRABLE[name];
}

/**
 * The validators of precompiled code, keyed by their schema's JSON text. The code sees only the allowed modules and
 * the portal keywords; `self` (which AJV's code hands keyword functions as `this`) is undefined, as no keyword reads it.
 * Throws when the code does not load (a pattern before the linear engine is loaded, a module it may not require).
 */
export function precompiledValidators({ code, schemas }: PrecompiledValidators, keywords: readonly KeywordDefinition[] = portalKeywords): Record<string, ValidateFunction> {
  const exported: Record<string, unknown> = {};
  // The code is what the server generated with AJV from the schemas its own adapters made (never a client's schema).
  new Function('exports', 'require', 'rt', 'self', code)(exported, requireAllowed, { keywords: keywordFunctions(keywords) }, undefined);
  const validators: Record<string, ValidateFunction> = {};
  schemas.forEach((text, index) => {
    const validate = exported[`v${index}`];
    if (typeof validate !== 'function') throw new Error(`Precompiled validators lack v${index}`);
    validators[text] = validate as ValidateFunction;
  });
  return validators;
}
