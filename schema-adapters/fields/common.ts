import { pickText } from '../i18n';
import { pointerSegment } from '../keywords/pointer';
import type { AdaptContext, AdaptedField } from '../registry';
import type { JsonSchema, UiElement } from '../schemaTypes';
import type { FieldCondition, FieldDefinition, FieldOption } from '../types';

/** Condition keys that only affect presentation, and the UI-schema option each becomes. */
const VISUAL_OPTIONS = {
  layout: 'layout',
  labelWidth: 'labelWidth',
  labelPosition: 'labelPosition',
  selectWidth: 'selectWidth',
  show_single_line_text: 'singleLine',
  field_backgroud: 'background',
  is_sensitive_data: 'sensitive',
  preview_connect_to: 'previewConnectTo',
  show_mode: 'showMode',
} as const satisfies Partial<Record<keyof FieldCondition, string>>;

const isVisualKey = (key: string): key is keyof typeof VISUAL_OPTIONS => Object.hasOwn(VISUAL_OPTIONS, key);

/** The JSON Forms scope of a key (escaped as a JSON Pointer segment, so `/` and `~` stay inside the key). */
export const scopeOf = (key: string): string => `#/properties/${pointerSegment(key)}`;

function addVisualOptions(options: Record<string, unknown>, condition: FieldCondition): Record<string, unknown> {
  for (const key in condition) {
    if (isVisualKey(key)) options[VISUAL_OPTIONS[key]] = condition[key];
  }
  if (condition.columnTable?.width !== undefined) options.columnWidth = condition.columnTable.width;
  return options;
}

/** Options every control carries: the type name renderers select on, texts in the locale, visual keys. */
export function baseOptions(field: FieldDefinition, ctx: AdaptContext, fieldType: string): Record<string, unknown> {
  const options: Record<string, unknown> = { fieldType, fieldId: field.id, required: field.required };
  const placeholder = pickText(field.desc, ctx.locale);
  const remark = pickText(field.remark, ctx.locale);
  const tips = pickText(field.tips, ctx.locale);
  if (placeholder) options.placeholder = placeholder;
  if (remark) options.remark = remark;
  if (tips) options.tips = tips;
  return addVisualOptions(options, field.condition);
}

/** A JSON Forms control for the field's key. */
export function control(field: FieldDefinition, ctx: AdaptContext, fieldType: string, extra: Record<string, unknown> = {}): UiElement {
  return {
    type: 'Control',
    scope: scopeOf(field.field),
    label: pickText(field.name, ctx.locale),
    options: Object.assign(baseOptions(field, ctx, fieldType), extra),
  };
}

const NOT_EMPTY: JsonSchema = { notEmpty: true };

/** The usual shape: one property under the field's key; when required, `requiredSchema` holds while visible. */
export function singleProperty(
  field: FieldDefinition,
  schema: JsonSchema,
  ui: UiElement,
  { initial, requiredSchema = NOT_EMPTY }: { initial?: unknown; requiredSchema?: JsonSchema } = {},
): AdaptedField {
  const properties: Record<string, JsonSchema> = {};
  properties[field.field] = schema;
  const requiredSchemas: Record<string, JsonSchema> = {};
  if (field.required) requiredSchemas[field.field] = requiredSchema;
  const adapted: AdaptedField = { properties, required: field.required ? [field.field] : [], requiredSchemas, allOf: [], ui };
  if (initial !== undefined) adapted.initial = initial;
  return adapted;
}

/** Options in the locale for the renderers. */
export function optionItems(options: FieldOption[], ctx: AdaptContext): Array<Record<string, unknown>> {
  return options.map((option) => {
    const item: Record<string, unknown> = { value: option.value, label: pickText(option.label, ctx.locale) };
    if (option.text) item.text = true;
    const tips = pickText(option.tips, ctx.locale);
    if (tips) item.tips = tips;
    if (option.phone_code) item.phoneCode = option.phone_code;
    if (option.children.length > 0) item.children = optionItems(option.children, ctx);
    return item;
  });
}

/** Never true: the condition of something nothing can make happen. */
export const NEVER: JsonSchema = { not: {} };

/** The schema that holds when one of `values` is chosen in `key` (a text value or a list of values). */
export function chosenSchema(key: string, values: string[], multiple: boolean): JsonSchema {
  const distinct = [...new Set(values)];
  if (distinct.length === 0) return NEVER;
  const match = multiple ? { type: 'array', contains: { enum: distinct } } : { enum: distinct };
  return { required: [key], properties: { [key]: match } };
}

/** `{ enum }` for a non-empty list of values; nothing to restrict when a choice has no options. */
export function enumOf(values: string[]): JsonSchema {
  return values.length === 0 ? {} : { enum: values };
}

export const otherKey = (key: string): string => `${key}_other`;

/** `{field}_other` for options with the text flag, required while such an option that needs it is chosen. */
export function otherText(field: FieldDefinition, multiple: boolean): Pick<AdaptedField, 'properties' | 'allOf'> {
  const withText = field.options.filter((option) => option.text);
  if (withText.length === 0) return { properties: {}, allOf: [] };
  const key = otherKey(field.field);
  const needing = withText.filter((option) => option.required || field.other_required).map((option) => option.value);
  const allOf =
    needing.length === 0
      ? []
      : [{ if: chosenSchema(field.field, needing, multiple), then: { required: [key], properties: { [key]: { notEmpty: true } } } }];
  return { properties: { [key]: { type: 'string' } }, allOf };
}
