import { otherKey } from './fields/common';
import { PROTOTYPE_KEY, ownValue } from './keywords/record';
import type { ModulePlan } from './module/buildModule';
import type { AdaptedContainer } from './module/container';
import type { FieldTypes } from './registry';
import { rowsInColumnOrder } from './rowOrder';
import type { FieldDefinition, FormData } from './types';
import { isTooDeep } from './valueDepth';
import { hiddenKeys } from './visibility/evaluate';

/** Rows hold no repeating groups of their own (a column keyed like its group is an ordinary column). */
const NO_GROUPS: ReadonlyMap<string, AdaptedContainer> = new Map();

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the field's value is a string (a text, a choice): a text that looks like JSON (`[1]`, `{} `) stays text. */
function holdsText(container: AdaptedContainer, key: string): boolean {
  const property = ownValue(container.schema.properties, key);
  return isRow(property) && property.type === 'string';
}

function decodeJson(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    const decoded: unknown = JSON.parse(value);
    return isTooDeep(decoded) ? value : decoded;
  } catch {
    return value;
  }
}

/**
 * A copy of the row without `__proto__` (no field has that key, and a later assignment to it would set a prototype)
 * and without values nested deeper than any field's value can be.
 */
function ownCopy(row: Row): Row {
  const copy: Row = { ...row };
  if (Object.hasOwn(copy, PROTOTYPE_KEY)) delete copy[PROTOTYPE_KEY];
  for (const key of Object.keys(copy)) if (isTooDeep(copy[key])) delete copy[key];
  return copy;
}

function fieldsOf(container: AdaptedContainer): FieldDefinition[] {
  return container.visibility.all().map(({ field }) => field);
}

function fromContainer(container: AdaptedContainer, rows: ReadonlyMap<string, AdaptedContainer>, values: Row, types: FieldTypes): Row {
  const data = ownCopy(values);
  for (const field of fieldsOf(container)) {
    if (!Object.hasOwn(data, field.field)) continue;
    const rowContainer = rows.get(field.field);
    const value = holdsText(container, field.field) ? data[field.field] : decodeJson(data[field.field]);
    if (rowContainer) {
      data[field.field] = Array.isArray(value)
        ? rowsInColumnOrder(value, (row, columnNumber) => ({ ...fromContainer(rowContainer, NO_GROUPS, row, types), columnNumber }))
        : value;
      continue;
    }
    const adapter = types.get(field.type);
    data[field.field] = adapter?.fromServer ? adapter.fromServer(value, field) : value;
  }
  return data;
}

function chosenOther(field: FieldDefinition, value: unknown): boolean {
  const chosen = Array.isArray(value) ? value : [value];
  return field.options.some((option) => option.text && chosen.includes(option.value));
}

function toContainer(container: AdaptedContainer, rows: ReadonlyMap<string, AdaptedContainer>, data: Row): Row {
  const hidden = hiddenKeys(container, data);
  const values: Row = {};
  for (const [key, value] of Object.entries(data)) {
    if (!hidden.has(key) && value !== undefined && key !== PROTOTYPE_KEY && !isTooDeep(value)) values[key] = value;
  }
  for (const field of fieldsOf(container)) {
    if (hidden.has(field.field)) continue;
    if (field.options.some((option) => option.text) && !chosenOther(field, ownValue(values, field.field))) delete values[otherKey(field.field)];
    const rowContainer = rows.get(field.field);
    const list = ownValue(values, field.field);
    if (rowContainer && Array.isArray(list)) {
      values[field.field] = rowsInColumnOrder(list, (row, columnNumber) => ({ ...toContainer(rowContainer, NO_GROUPS, { ...row, columnNumber }), columnNumber }));
    }
  }
  return values;
}

function pruneContainer(container: AdaptedContainer, rows: ReadonlyMap<string, AdaptedContainer>, data: Row): Row {
  const hidden = hiddenKeys(container, data);
  let result = data;
  const drop = (key: string) => {
    if (!Object.hasOwn(result, key)) return;
    if (result === data) result = { ...data };
    delete result[key];
  };
  hidden.forEach(drop);
  for (const field of fieldsOf(container)) {
    if (hidden.has(field.field)) continue;
    if (field.options.some((option) => option.text) && !chosenOther(field, ownValue(result, field.field))) drop(otherKey(field.field));
    const rowContainer = rows.get(field.field);
    const list = ownValue(result, field.field);
    if (!rowContainer || !Array.isArray(list)) continue;
    const pruned = list.map((row: unknown, index) => {
      if (!isRow(row)) return row;
      const next = pruneContainer(rowContainer, NO_GROUPS, row);
      return next.columnNumber === index + 1 ? next : { ...next, columnNumber: index + 1 };
    });
    if (pruned.some((row, index) => row !== list[index])) {
      if (result === data) result = { ...data };
      result[field.field] = pruned;
    }
  }
  return result;
}

/**
 * Form data with hidden fields' values and unchosen other texts removed and rows numbered, sharing every part that
 * needs no change (the same object back when nothing changes), so it can run after every keystroke.
 */
export function pruneFormData(plan: ModulePlan, data: FormData): FormData {
  return pruneContainer(plan.root, plan.rows, data);
}

/** Server values → form data: JSON text and numbers sent as text decoded, rows numbered; unknown keys but `__proto__` kept. */
export function fromServerValues(plan: ModulePlan, values: unknown): FormData {
  const decoded = decodeJson(values);
  return isRow(decoded) ? fromContainer(plan.root, plan.rows, decoded, plan.types) : {};
}

/**
 * Form data → server values: values of hidden fields and the other text of unchosen options dropped,
 * `columnNumber` renumbered 1, 2, … in each repeating group; unknown keys (e.g. `writeState`) kept, `__proto__` dropped.
 */
export function toServerValues(plan: ModulePlan, data: FormData): Record<string, unknown> {
  return toContainer(plan.root, plan.rows, data);
}
