import { otherKey } from './fields/common';
import type { ModuleOptions } from './module/buildModule';
import type { AdaptedContainer } from './module/container';
import { planFor } from './module/planCache';
import { fieldTypeAdapter } from './registry';
import type { FieldDefinition, FormData } from './types';
import { hiddenKeys } from './visibility/evaluate';

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

function decodeJson(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function fieldsOf(container: AdaptedContainer): FieldDefinition[] {
  return container.visibility.all().map(({ field }) => field);
}

function fromContainer(container: AdaptedContainer, rows: Map<string, AdaptedContainer>, values: Row): Row {
  const data: Row = { ...values };
  for (const field of fieldsOf(container)) {
    if (!(field.field in values)) continue;
    const rowContainer = rows.get(field.field);
    const value = decodeJson(values[field.field]);
    if (rowContainer) {
      data[field.field] = Array.isArray(value)
        ? value.map((row, index) => (isRow(row) ? { columnNumber: index + 1, ...fromContainer(rowContainer, rows, row) } : row))
        : value;
      continue;
    }
    const adapter = fieldTypeAdapter(field.type);
    data[field.field] = adapter?.fromServer ? adapter.fromServer(value, field) : value;
  }
  return data;
}

function chosenOther(field: FieldDefinition, value: unknown): boolean {
  const chosen = Array.isArray(value) ? value : [value];
  return field.options.some((option) => option.text && chosen.includes(option.value));
}

function toContainer(container: AdaptedContainer, rows: Map<string, AdaptedContainer>, data: Row): Row {
  const hidden = hiddenKeys(container, data);
  const values: Row = {};
  for (const [key, value] of Object.entries(data)) {
    if (!hidden.has(key) && value !== undefined) values[key] = value;
  }
  for (const field of fieldsOf(container)) {
    if (hidden.has(field.field)) continue;
    if (field.options.some((option) => option.text) && !chosenOther(field, values[field.field])) delete values[otherKey(field.field)];
    const rowContainer = rows.get(field.field);
    const list = values[field.field];
    if (rowContainer && Array.isArray(list)) {
      values[field.field] = list.map((row, index) => (isRow(row) ? { ...toContainer(rowContainer, rows, row), columnNumber: index + 1 } : row));
    }
  }
  return values;
}

function pruneContainer(container: AdaptedContainer, rows: Map<string, AdaptedContainer>, data: Row): Row {
  const hidden = hiddenKeys(container, data);
  let result = data;
  const drop = (key: string) => {
    if (!(key in result)) return;
    if (result === data) result = { ...data };
    delete result[key];
  };
  hidden.forEach(drop);
  for (const field of fieldsOf(container)) {
    if (hidden.has(field.field)) continue;
    if (field.options.some((option) => option.text) && !chosenOther(field, result[field.field])) drop(otherKey(field.field));
    const rowContainer = rows.get(field.field);
    const list = result[field.field];
    if (!rowContainer || !Array.isArray(list)) continue;
    const pruned = list.map((row: unknown, index) => {
      if (!isRow(row)) return row;
      const next = pruneContainer(rowContainer, rows, row);
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
export function pruneFormData(fields: unknown, data: FormData, options: ModuleOptions = {}): FormData {
  const plan = planFor(fields, options);
  return pruneContainer(plan.root, plan.rows, data);
}

/** Server values → form data: JSON text and numbers sent as text decoded, rows numbered; unknown keys kept. */
export function fromServerValues(fields: unknown, values: unknown, options: ModuleOptions = {}): FormData {
  const plan = planFor(fields, options);
  const decoded = decodeJson(values);
  return isRow(decoded) ? fromContainer(plan.root, plan.rows, decoded) : {};
}

/**
 * Form data → server values: values of hidden fields and the other text of unchosen options dropped,
 * `columnNumber` renumbered 1, 2, … in each repeating group; unknown keys (e.g. `writeState`) kept.
 */
export function toServerValues(fields: unknown, data: FormData, options: ModuleOptions = {}): Record<string, unknown> {
  const plan = planFor(fields, options);
  return toContainer(plan.root, plan.rows, data);
}
