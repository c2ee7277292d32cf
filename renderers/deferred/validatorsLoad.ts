import {
  type Locale,
  type ModulePlan,
  type PrecompiledValidators,
  type RawFieldDefinitions,
  type ValidatorSource,
  builtinFormRuntime,
  formValidatorSchemas,
  precompiledValidators,
} from '../../schema-adapters/index';
import { type Asking, type PrepareOptions, planOf } from './formPlan';
import { READY, isRejected, usable } from './usable';

/** Asks the server for the precompiled validators of a module's form (the portal: `POST /api/form/validators`). */
export type ValidatorsFetcher = (fields: RawFieldDefinitions, options: { locale: Locale; referee: number }) => Promise<PrecompiledValidators>;

let fetcher: ValidatorsFetcher | undefined;

/**
 * Where forms get their precompiled validators from from now on. Without one (the fixture gallery, which has no
 * server) every form validates with AJV's compiler.
 */
export function fetchValidatorsWith(fetch: ValidatorsFetcher | undefined): void {
  fetcher = fetch;
}

/** Registers the server's validators of the form; `false` when they cannot be had (no server, a failure, an old server). */
async function fetched(fields: RawFieldDefinitions, options: { locale: Locale; referee: number }, source: ValidatorSource): Promise<boolean> {
  if (!fetcher) return false;
  try {
    source.register(precompiledValidators(await fetcher(fields, options)));
    return true;
  } catch {
    return false;
  }
}

async function load(fields: RawFieldDefinitions, plan: ModulePlan, options: PrepareOptions): Promise<void> {
  const source = (options.runtime ?? builtinFormRuntime).validators;
  const schemas = [...formValidatorSchemas(plan).values()];
  if ((await fetched(fields, { locale: plan.locale, referee: options.referee ?? 0 }, source)) && source.covers(schemas)) return;
  // Whatever the server could not give is compiled here, so the form validates the same either way.
  await source.loadCompiler();
}

const loads = new WeakMap<ModulePlan, Promise<unknown>>();

/**
 * Whether the form of `plan` can validate without a load: every validator precompiled, or, with no server to ask (the
 * fixture gallery, tests), the compiler at hand. With a server, its precompiled validators spare the browser compiling.
 */
function hasWhatItNeeds(source: ValidatorSource, plan: ModulePlan): boolean {
  const schemas = [...formValidatorSchemas(plan).values()];
  return source.hasPrecompiled(schemas) || (!fetcher && source.covers(schemas));
}

/**
 * The load of the validators the form of `fields` needs (once `enginesLoad` has settled): `READY` when the runtime has
 * them all precompiled (or has no server to ask); else the server's precompiled ones, and AJV's compiler when those
 * fail or leave any out.
 * One promise per module plan, the same while loading and after it settled; it rejects only when the compiler's chunk
 * cannot be loaded (a loading step then tries again).
 */
export function validatorsLoad(fields: RawFieldDefinitions, options: PrepareOptions, asking: Asking = 'render'): Promise<unknown> {
  const plan = planOf(fields, options);
  if (!plan) return READY;
  let loading = loads.get(plan);
  if (loading && !(asking === 'loadingStep' && isRejected(loading))) return loading;
  if (!loading && hasWhatItNeeds((options.runtime ?? builtinFormRuntime).validators, plan)) {
    loads.set(plan, READY);
    return READY;
  }
  loading = usable(load(fields, plan, options));
  loads.set(plan, loading);
  return loading;
}
