import { pickText, translate } from '../i18n';
import type { AdaptedField } from '../registry';
import type { FieldDefinition } from '../types';
import { baseOptions, scopeOf } from '../fields/common';
import { type ContainerInput, adaptContainer, emailKeys } from './container';

const TABLE_LAYOUT = 2;

/** Row limits: at least `requirerdQuantity`, at most `requirerdQuantity + customize` (unbounded when neither is set). */
export function rowLimits(field: FieldDefinition): { minItems: number; maxItems?: number } {
  const { requirerdQuantity: quantity, customize } = field.condition;
  const minItems = quantity ?? (field.required ? 1 : 0);
  if (quantity === undefined && customize === undefined) return { minItems };
  const maxItems = minItems + (customize ?? 0);
  return maxItems > 0 ? { minItems, maxItems } : { minItems };
}

/** A repeating column group: an array of rows, each carrying `columnNumber` (1-based) and the columns' values. */
export function adaptGroup(field: FieldDefinition, columns: FieldDefinition[], input: ContainerInput): AdaptedField {
  const row = adaptContainer(
    {
      ...input,
      fields: columns,
      // A row holds no groups of its own: a column keyed like its group is an ordinary column.
      columns: new Map(),
      ownProperties: { columnNumber: { type: 'integer', minimum: 1 } },
      uniqueKeys: undefined,
    },
    adaptGroup,
  );
  input.rows.set(field.field, row);
  const limits = rowLimits(field);
  const unique = emailKeys(columns);
  const schema = { type: 'array', items: row.schema, ...limits, ...(unique.length > 0 ? { uniqueValues: unique } : {}) };
  const { locale } = input.ctx;
  const layout = field.condition.columnLayout;
  const options = {
    ...baseOptions(field, input.ctx, 'columnGroup'),
    detail: { type: 'VerticalLayout', elements: row.elements },
    table: layout === TABLE_LAYOUT,
    ...(layout === undefined ? {} : { columnLayout: layout }),
    buttonName: pickText(field.condition.buttonName, locale) || translate(locale, 'field.add'),
    minRows: limits.minItems,
    ...(limits.maxItems === undefined ? {} : { maxRows: limits.maxItems }),
  };
  const initial = Array.from({ length: limits.minItems }, (_, index) => ({ ...row.initial, columnNumber: index + 1 }));
  return {
    properties: { [field.field]: schema },
    required: field.required || limits.minItems > 0 ? [field.field] : [],
    requiredSchemas: field.required ? { [field.field]: { notEmpty: true } } : {},
    allOf: [],
    ui: { type: 'Control', scope: scopeOf(field.field), label: pickText(field.name, locale), options },
    initial,
  };
}
