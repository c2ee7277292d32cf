import type { ValidateFunction } from 'ajv';
import type { AdaptedContainer } from '../module/container';
import { otherKey } from '../fields/common';
import { sharedAjv } from '../validate/sharedAjv';

const compiled = new WeakMap<AdaptedContainer, Map<string, ValidateFunction>>();

function conditionsOf(container: AdaptedContainer): Map<string, ValidateFunction> {
  let conditions = compiled.get(container);
  if (conditions) return conditions;
  conditions = new Map();
  for (const { field, condition } of container.visibility.all()) {
    if (condition) conditions.set(field.field, sharedAjv().compile(condition));
  }
  compiled.set(container, conditions);
  return conditions;
}

/** Keys of the container's data that belong to hidden fields (their own key and `{field}_other`). */
export function hiddenKeys(container: AdaptedContainer, data: Record<string, unknown>): Set<string> {
  const hidden = new Set<string>();
  for (const [key, isShown] of conditionsOf(container)) {
    if (!isShown(data)) hidden.add(key).add(otherKey(key));
  }
  return hidden;
}
