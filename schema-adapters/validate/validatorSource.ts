import type { ValidateFunction } from 'ajv';
import { dropOldest } from '../cacheEviction';
import type { JsonSchema } from '../schemaTypes';

/** Compiles one schema with the portal's keywords (AJV), once per distinct schema text. */
export type SchemaCompiler = (schema: JsonSchema) => ValidateFunction;

/** Thrown when a schema has no precompiled validator and AJV's compiler has not been loaded (a browser's form skipped `prepareForm`). */
export class CompilerNotLoaded extends Error {
  constructor(schemaText: string) {
    super(`No precompiled validator for ${schemaText.slice(0, 120)} and the compiler is not loaded: await prepareForm (or loadCompiler()) first`);
    this.name = 'CompilerNotLoaded';
  }
}

/** How many precompiled validators are kept (more while one module needs more); the least recently registered are dropped first. */
const MAX_PRECOMPILED = 4000;

/**
 * Where the runtime's validators come from: precompiled ones registered under their schema's JSON text (what the
 * server generates for a browser), else AJV's compiler: at hand from the start when the source is given one (the
 * portal's `portalValidators` is), else loaded by `loadCompiler` when a schema nothing precompiled is needed.
 */
export interface ValidatorSource {
  /** The validator of `schema`: the precompiled one of its JSON text, else compiled. Throws `CompilerNotLoaded`. */
  validator(schema: JsonSchema): ValidateFunction;
  /** Adds precompiled validators, keyed by their schema's `JSON.stringify` text. */
  register(validators: Readonly<Record<string, ValidateFunction>>): void;
  /** Whether every one of `schemas` has a validator now, without loading anything (precompiled, or the compiler at hand). */
  covers(schemas: readonly JsonSchema[]): boolean;
  /** Whether every one of `schemas` has a precompiled validator: nothing to compile. */
  hasPrecompiled(schemas: readonly JsonSchema[]): boolean;
  /** Loads AJV's compiler: one promise, the same before and after it settles; after a failure the next call tries again. */
  loadCompiler(): Promise<void>;
}

export interface ValidatorSourceOptions {
  /** The compiler at hand from the start (Node), if any. */
  compiler?: SchemaCompiler | undefined;
  /** Loads the compiler (a dynamic import in a browser). */
  loadCompiler: () => Promise<SchemaCompiler>;
}

export function createValidatorSource({ compiler, loadCompiler }: ValidatorSourceOptions): ValidatorSource {
  const precompiled = new Map<string, ValidateFunction>();
  let compile = compiler;
  let loading: Promise<void> | undefined;
  const hasPrecompiled = (schemas: readonly JsonSchema[]) => schemas.every((schema) => precompiled.has(JSON.stringify(schema)));
  return {
    validator(schema) {
      const text = JSON.stringify(schema);
      const found = precompiled.get(text);
      if (found) return found;
      if (!compile) throw new CompilerNotLoaded(text);
      return compile(schema);
    },
    register(validators) {
      for (const [text, validate] of Object.entries(validators)) {
        precompiled.delete(text);
        precompiled.set(text, validate);
      }
      const limit = Math.max(MAX_PRECOMPILED, Object.keys(validators).length);
      while (precompiled.size > limit) dropOldest(precompiled);
    },
    covers: (schemas) => compile !== undefined || hasPrecompiled(schemas),
    hasPrecompiled,
    loadCompiler() {
      loading ??= compile
        ? Promise.resolve()
        : loadCompiler().then(
            (loaded) => {
              compile ??= loaded;
            },
            (error: unknown) => {
              loading = undefined;
              throw error;
            },
          );
      return loading;
    },
  };
}
