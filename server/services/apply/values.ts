import { type FieldDefinition, fromServerValues, type ModuleOptions, toServerValues } from '../../../schema-adapters';
import { parseJsonObject } from '../../http/jsonObject';

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Field types that never carry a value: rich text (14); title elements are skipped too. */
const NO_VALUE_TYPES = new Set([14]);

interface KeyPlan {
  keys: Set<string>;
  groups: Map<string, Set<string>>;
}

const plans = new WeakMap<FieldDefinition[], KeyPlan>();

function addKeys(keys: Set<string>, field: FieldDefinition): void {
  if (field.istitle || NO_VALUE_TYPES.has(field.type)) return;
  keys.add(field.field);
  if (field.options.some((option) => option.text)) keys.add(`${field.field}_other`);
}

/** The keys a module defines: top-level keys and, per repeating group, its column keys. */
function keyPlan(fields: FieldDefinition[]): KeyPlan {
  let plan = plans.get(fields);
  if (plan) return plan;
  const byId = new Map(fields.map((field) => [field.id, field]));
  const isColumn = (field: FieldDefinition) => Boolean(field.pid && field.condition.columnTable?.isInColumnTable && byId.has(field.pid));
  plan = { keys: new Set(), groups: new Map() };
  for (const field of fields) {
    const group = isColumn(field) ? byId.get(field.pid) : undefined;
    if (!group) {
      addKeys(plan.keys, field);
      continue;
    }
    const columns = plan.groups.get(group.field) ?? new Set(['columnNumber']);
    addKeys(columns, field);
    plan.groups.set(group.field, columns);
  }
  plans.set(fields, plan);
  return plan;
}

function pick(row: Row, keys: Set<string>): Row {
  const result: Row = {};
  for (const [key, value] of Object.entries(row)) if (keys.has(key) && value !== undefined) result[key] = value;
  return result;
}

/** Keeps only the keys the module defines (also inside repeating-group rows); `writeState` is the server's. */
export function dropUnknownKeys(fields: FieldDefinition[], values: Row): Row {
  const plan = keyPlan(fields);
  const result = pick(values, plan.keys);
  for (const [group, columns] of plan.groups) {
    const rows = Object.hasOwn(result, group) ? result[group] : undefined;
    if (Array.isArray(rows)) result[group] = rows.map((row) => (isRow(row) ? pick(row, columns) : row));
  }
  return result;
}

/** Parses the JSON text of a form-values field; 400 naming the field when it is not a JSON object or nests too deeply. */
export const parseValues = (text: string, field: string): Row => parseJsonObject(text, field);

/** What is stored: defined keys only, hidden fields' values and unchosen options' other text dropped. */
export function valuesToStore(fields: FieldDefinition[], values: Row, options: ModuleOptions): Row {
  const clean = dropUnknownKeys(fields, values);
  return toServerValues(fields, fromServerValues(fields, clean, options), options);
}
