import { type ModuleOptions, type ModulePlan, buildModule } from './buildModule';

const byDefinitions = new WeakMap<object, Map<string, ModulePlan>>();
const byText = new Map<string, ModulePlan>();
const TEXT_CACHE_LIMIT = 64;

function optionsKey(options: ModuleOptions): string {
  return `${options.locale ?? 'sc'}|${options.referee ?? 0}`;
}

/**
 * The plan for a definition list, built once per list object (and per JSON text for string input) and options.
 * Plans are read-only: callers must not change the definitions they passed after the first call.
 */
export function planFor(raw: unknown, options: ModuleOptions = {}): ModulePlan {
  const key = optionsKey(options);
  if (typeof raw === 'string') {
    const textKey = `${key}|${raw}`;
    const cached = byText.get(textKey);
    if (cached) return cached;
    const plan = buildModule(raw, options);
    if (byText.size >= TEXT_CACHE_LIMIT) byText.delete(byText.keys().next().value as string);
    byText.set(textKey, plan);
    return plan;
  }
  if (typeof raw !== 'object' || raw === null) return buildModule(raw, options);
  let plans = byDefinitions.get(raw);
  if (!plans) {
    plans = new Map();
    byDefinitions.set(raw, plans);
  }
  const cached = plans.get(key);
  if (cached) return cached;
  const plan = buildModule(raw, options);
  plans.set(key, plan);
  return plan;
}
