import type { ModulePlan } from './module/buildModule';
import type { AdaptedContainer } from './module/container';
import type { FieldDefinition } from './types';

const OTHER_SUFFIX = '_other';
const byContainer = new WeakMap<AdaptedContainer, Map<string, FieldDefinition>>();

function keysOf(container: AdaptedContainer): Map<string, FieldDefinition> {
  let keys = byContainer.get(container);
  if (!keys) {
    keys = new Map(container.visibility.order.map((field) => [field.field, field]));
    byContainer.set(container, keys);
  }
  return keys;
}

/** The field of `key` (or of `{key}_other`) among one container's own fields. */
export function fieldInContainer(container: AdaptedContainer, key: string): FieldDefinition | undefined {
  const keys = keysOf(container);
  return keys.get(key) ?? (key.endsWith(OTHER_SUFFIX) ? keys.get(key.slice(0, -OTHER_SUFFIX.length)) : undefined);
}

/**
 * The definition a value path names: `key`, `key_other`, or a column of a repeating group as `group.0.column` or
 * `group[0].column`. Column keys are looked up in their own group, so two groups may share one.
 */
export function fieldAtPath(plan: ModulePlan, path: string): FieldDefinition | undefined {
  const [rootKey = '', ...rest] = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  const root = fieldInContainer(plan.root, rootKey);
  const columnKey = rest.filter((segment) => !/^\d+$/.test(segment)).pop();
  if (!root || columnKey === undefined) return root;
  const row = plan.rows.get(root.field);
  return row ? fieldInContainer(row, columnKey) : undefined;
}
