import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { dropOldest } from '../cacheEviction';
import type { JsonSchema } from '../schemaTypes';

/** How many compiled validators one AJV instance keeps, and how much schema text they may hold in all. */
const MAX_ENTRIES = 2000;
const MAX_TEXT_LENGTH = 32_000_000;

interface Cache {
  validators: Map<string, ValidateFunction>;
  textLength: number;
  nextKey: number;
}

const caches = new WeakMap<Ajv, Cache>();

function cacheOf(ajv: Ajv): Cache {
  let cache = caches.get(ajv);
  if (!cache) {
    cache = { validators: new Map(), textLength: 0, nextKey: 0 };
    caches.set(ajv, cache);
  }
  return cache;
}

/**
 * Compiled through a temporary key so that AJV neither keeps the schema afterwards nor checks it against the
 * meta-schema: the adapters generate these schemas (tests check them against it), and the meta-schema's
 * `uniqueItems` on `enum` costs time quadratic in the number of options.
 */
function compileUnchecked(ajv: Ajv, schema: JsonSchema, cache: Cache): ValidateFunction {
  const key = `portal-shared-validator-${(cache.nextKey += 1)}`;
  ajv.addSchema(schema, key, false, false);
  try {
    const validate = ajv.getSchema(key);
    if (!validate) throw new Error(`AJV did not compile ${key}`);
    return validate as ValidateFunction;
  } finally {
    ajv.removeSchema(key);
  }
}

function evictOldest(cache: Cache): void {
  while (cache.validators.size >= MAX_ENTRIES || (cache.textLength > MAX_TEXT_LENGTH && cache.validators.size > 0)) {
    const oldest = dropOldest(cache.validators);
    if (oldest === undefined) return;
    cache.textLength -= oldest.length;
  }
}

/**
 * The validator of `schema` on `ajv`, compiled once per distinct schema text and shared by every module that holds
 * the same shape. Least recently used validators are dropped first once the cache is full.
 */
export function sharedValidator(ajv: Ajv, schema: JsonSchema): ValidateFunction {
  const cache = cacheOf(ajv);
  const text = JSON.stringify(schema);
  const hit = cache.validators.get(text);
  if (hit) {
    cache.validators.delete(text);
    cache.validators.set(text, hit);
    return hit;
  }
  const validate = compileUnchecked(ajv, schema, cache);
  evictOldest(cache);
  cache.validators.set(text, validate);
  cache.textLength += text.length;
  return validate;
}

/** `sharedValidator` on `ajv`, as a module validator asks for validators (tests and benchmarks on their own instance). */
export const compilingWith =
  (ajv: Ajv) =>
  (schema: JsonSchema): ValidateFunction =>
    sharedValidator(ajv, schema);

/** Drops every shared validator of `ajv`, so the next validation compiles afresh (benchmarks of first use). */
export function forgetSharedValidators(ajv: Ajv): void {
  caches.delete(ajv);
}
