import type { AdaptedContainer } from '../module/container';
import { otherKey } from '../fields/common';
import type { VisibilityRule } from './conditions';

const MULTIPLE_CHOICE = 4;

function own(data: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(data, key) ? data[key] : undefined;
}

/** Whether `item` is one of the trigger's option `values` (a value of any other type never is). */
const isListed = (values: readonly unknown[], item: unknown): boolean => values.includes(item);

/** The rule's JSON Schema (`VisibilityConditions.conditionOf`) evaluated directly, without compiling it. */
export function isShown(rule: VisibilityRule, data: Record<string, unknown>): boolean {
  if (rule.rows) {
    const row = own(data, 'columnNumber');
    if (!rule.rows.some((number) => number === row)) return true;
  }
  return rule.triggers.some(({ controller, values }) => {
    const value = own(data, controller.field);
    if (controller.type === MULTIPLE_CHOICE) return Array.isArray(value) && value.some((item) => isListed(values, item));
    return isListed(values, value);
  });
}

/**
 * Keys of the container's data that belong to hidden fields (their own key and `{field}_other`). Fields are visited
 * controllers first, and a hidden field's value no longer counts for the fields it opens.
 */
export function hiddenKeys(container: AdaptedContainer, data: Record<string, unknown>): Set<string> {
  const hidden = new Set<string>();
  const { visibility } = container;
  let current = data;
  for (const field of visibility.order) {
    const rule = visibility.ruleOf(field);
    if (!rule || isShown(rule, current)) continue;
    const key = field.field;
    hidden.add(key).add(otherKey(key));
    if (!Object.hasOwn(current, key)) continue;
    if (current === data) current = { ...data };
    delete current[key];
  }
  return hidden;
}
