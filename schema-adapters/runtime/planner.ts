import { dropOldest } from '../cacheEviction';
import { type ModuleOptions, type ModulePlan, buildModule } from '../module/buildModule';
import type { FieldTypes } from '../registry';

const TEXT_CACHE_LIMIT = 64;

/** Plans one runtime's modules. */
export type Planner = (raw: unknown, options?: ModuleOptions) => ModulePlan;

function optionsKey(options: ModuleOptions): string {
  return `${options.locale ?? 'sc'}|${options.referee ?? 0}`;
}

/**
 * Plans built once per definition list object (and per JSON text for string input) and options, with `types`.
 * Plans are read-only: callers must not change the definitions they passed after the first call.
 */
export function createPlanner(types: FieldTypes): Planner {
  const byDefinitions = new WeakMap<object, Map<string, ModulePlan>>();
  const byText = new Map<string, ModulePlan>();
  return (raw, options = {}) => {
    const key = optionsKey(options);
    if (typeof raw === 'string') {
      const textKey = `${key}|${raw}`;
      const cached = byText.get(textKey);
      if (cached) return cached;
      const plan = buildModule(raw, options, types);
      if (byText.size >= TEXT_CACHE_LIMIT) dropOldest(byText);
      byText.set(textKey, plan);
      return plan;
    }
    if (typeof raw !== 'object' || raw === null) return buildModule(raw, options, types);
    let plans = byDefinitions.get(raw);
    if (!plans) {
      plans = new Map();
      byDefinitions.set(raw, plans);
    }
    const cached = plans.get(key);
    if (cached) return cached;
    const plan = buildModule(raw, options, types);
    plans.set(key, plan);
    return plan;
  };
}
