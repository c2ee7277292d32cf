import { parseFieldsReport } from '../parse/parseFields';
import type { FieldTypes } from '../registry';
import type { JsonSchema, UiElement } from '../schemaTypes';
import type { FieldDefinition, Locale, ParseWarning } from '../types';
import { type AdaptedContainer, adaptContainer, emailKeys } from './container';
import { groupOf } from './columns';
import { adaptGroup } from './group';

export interface ModuleOptions {
  locale?: Locale;
  /** The module's referee value (spec section 3): 1 = recommender information, whose e-mails must not repeat. */
  referee?: number;
}

/** Everything the runtime derives from one module's definitions in one locale. */
export interface ModulePlan {
  fields: FieldDefinition[];
  locale: Locale;
  schema: JsonSchema;
  uischema: UiElement;
  data: Record<string, unknown>;
  root: AdaptedContainer;
  /** Row containers of repeating groups, by group key. */
  rows: Map<string, AdaptedContainer>;
  /** The field types the plan was built with. */
  types: FieldTypes;
  warnings: ParseWarning[];
}

const REFEREE_INFORMATION = 1;

function bySort(fields: FieldDefinition[]): FieldDefinition[] {
  const inOrder = fields.every((field, index) => {
    const previous = fields[index - 1];
    return previous === undefined || previous.sort <= field.sort;
  });
  if (inOrder) return fields;
  const ordered = fields.map((field, index) => ({ field, index })).sort((a, b) => a.field.sort - b.field.sort || a.index - b.index);
  return ordered.map(({ field }) => field);
}

function splitColumns(fields: FieldDefinition[], warnings: ParseWarning[]) {
  if (!fields.some((field) => field.pid)) return { root: fields, columns: new Map<string, FieldDefinition[]>() };
  const byId = new Map(fields.map((field) => [field.id, field]));
  const columns = new Map<string, FieldDefinition[]>();
  const root: FieldDefinition[] = [];
  for (const field of fields) {
    const nested = () => warnings.push({ path: `${field.field}.pid`, message: 'a column of a column is not supported; shown on its own' });
    const group = groupOf(field, byId, nested);
    if (!group) {
      root.push(field);
      continue;
    }
    columns.set(group.field, [...(columns.get(group.field) ?? []), field]);
  }
  return { root, columns };
}

/** Parses (if needed) and adapts one module: the schema, UI schema and initial data, with their visibility. */
export function buildModule(raw: unknown, options: ModuleOptions, types: FieldTypes): ModulePlan {
  const locale = options.locale ?? 'sc';
  const { fields, warnings } = parseFieldsReport(raw, (type) => types.get(type)?.hasValue ?? true);
  const sorted = bySort(fields);
  const { root: rootFields, columns } = splitColumns(sorted, warnings);
  const rows = new Map<string, AdaptedContainer>();
  const uniqueKeys = options.referee === REFEREE_INFORMATION ? emailKeys(rootFields) : undefined;
  const root = adaptContainer({ fields: rootFields, columns, ctx: { locale }, types, warnings, uniqueKeys, rows }, adaptGroup);
  return {
    fields: sorted,
    locale,
    schema: root.schema,
    uischema: { type: 'VerticalLayout', elements: root.elements },
    data: root.initial,
    root,
    rows,
    types,
    warnings,
  };
}
