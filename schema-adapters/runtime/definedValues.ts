import type { ModulePlan } from '../module/buildModule';
import type { AdaptedContainer } from '../module/container';
import { otherKey } from '../fields/common';
import type { FieldTypes } from '../registry';
import type { FieldDefinition } from '../types';

type Row = Record<string, unknown>;

interface KeyPlan {
  keys: Set<string>;
  groups: Map<string, Set<string>>;
}

const keyPlans = new WeakMap<ModulePlan, KeyPlan>();

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys a field's value lives under: its own key (and `{field}_other` with text options) when its type holds a value. */
export function valueKeysOf(field: FieldDefinition, types: FieldTypes): string[] {
  if (field.istitle || types.get(field.type)?.hasValue === false) return [];
  return field.options.some((option) => option.text) ? [field.field, otherKey(field.field)] : [field.field];
}

function keysOf(container: AdaptedContainer, types: FieldTypes, keys: Set<string>): Set<string> {
  for (const { field } of container.visibility.all()) valueKeysOf(field, types).forEach((key) => keys.add(key));
  return keys;
}

function keyPlan(plan: ModulePlan): KeyPlan {
  let keys = keyPlans.get(plan);
  if (keys) return keys;
  keys = { keys: keysOf(plan.root, plan.types, new Set()), groups: new Map() };
  for (const [group, row] of plan.rows) {
    keys.keys.add(group);
    keys.groups.set(group, keysOf(row, plan.types, new Set(['columnNumber'])));
  }
  keyPlans.set(plan, keys);
  return keys;
}

function pick(row: Row, keys: Set<string>): Row {
  const result: Row = {};
  for (const [key, value] of Object.entries(row)) if (keys.has(key) && value !== undefined) result[key] = value;
  return result;
}

/** Only the keys the module defines (also inside repeating-group rows); anything else a client sends is dropped. */
export function definedValues(plan: ModulePlan, values: Row): Row {
  const { keys, groups } = keyPlan(plan);
  const result = pick(values, keys);
  for (const [group, columns] of groups) {
    const rows = Object.hasOwn(result, group) ? result[group] : undefined;
    if (Array.isArray(rows)) result[group] = rows.map((row) => (isRow(row) ? pick(row, columns) : row));
  }
  return result;
}
