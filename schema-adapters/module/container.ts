import { pickText, translate } from '../i18n';
import type { AdaptContext, AdaptedField, FieldTypes } from '../registry';
import type { JsonSchema, UiElement } from '../schemaTypes';
import type { FieldDefinition, ParseWarning } from '../types';
import { VisibilityConditions } from '../visibility/conditions';
import { baseOptions } from '../fields/common';
import { isEmailField } from '../fields/text';

/** The module, or one repeating group's row: fields adapted side by side, with their visibility. */
export interface AdaptedContainer {
  schema: JsonSchema;
  elements: UiElement[];
  initial: Record<string, unknown>;
  visibility: VisibilityConditions;
}

export interface ContainerInput {
  fields: FieldDefinition[];
  /** Columns of each repeating group, by the group's field key. */
  columns: Map<string, FieldDefinition[]>;
  ctx: AdaptContext;
  types: FieldTypes;
  warnings: ParseWarning[];
  /** Extra properties of the container itself (`columnNumber` on rows). */
  ownProperties?: Record<string, JsonSchema>;
  /** Keys whose values must not repeat across the container (recommender e-mails). */
  uniqueKeys?: string[] | undefined;
  /** Receives the row container of every repeating group, by the group's key. */
  rows: Map<string, AdaptedContainer>;
}

type GroupAdapter = (field: FieldDefinition, columns: FieldDefinition[], input: ContainerInput) => AdaptedField;

function labelElement(field: FieldDefinition, input: ContainerInput, fieldType: string, text: string): AdaptedField {
  return {
    properties: {},
    required: [],
    requiredSchemas: {},
    allOf: [],
    ui: { type: 'Label', text, options: { ...baseOptions(field, input.ctx, fieldType), ...(fieldType === 'unsupported' ? { typeNumber: field.type } : {}) } },
  };
}

function adaptField(field: FieldDefinition, input: ContainerInput, adaptGroup: GroupAdapter): AdaptedField {
  const columns = input.columns.get(field.field);
  if (columns) return adaptGroup(field, columns, input);
  if (field.istitle) return labelElement(field, input, 'title', pickText(field.name, input.ctx.locale));
  const adapter = input.types.get(field.type);
  if (!adapter) return labelElement(field, input, 'unsupported', translate(input.ctx.locale, 'field.unsupported', { type: field.type }));
  return adapter.adapt(field, input.ctx);
}

function whileVisible(adapted: AdaptedField): JsonSchema {
  const then: JsonSchema = {};
  if (adapted.required.length > 0) then.required = adapted.required;
  if (Object.keys(adapted.requiredSchemas).length > 0) then.properties = adapted.requiredSchemas;
  if (adapted.allOf.length > 0) then.allOf = adapted.allOf;
  return then;
}

function compareRules(fields: FieldDefinition[]): JsonSchema[] {
  if (!fields.some((field) => field.compare.length > 0)) return [];
  const keys = new Set(fields.map((field) => field.field));
  const byRef = new Map<string, string>();
  fields.forEach((field) => byRef.set(field.id, field.field).set(field.field, field.field));
  return fields.flatMap((field) => {
    const others = field.compare.flatMap((ref) => {
      const key = byRef.get(ref);
      return key && key !== field.field && keys.has(key) ? [key] : [];
    });
    return others.length > 0 ? [{ field: field.field, others }] : [];
  });
}

/** Adapts the fields of one container; `adaptGroup` handles fields that have columns. */
export function adaptContainer(input: ContainerInput, adaptGroup: GroupAdapter): AdaptedContainer {
  const visibility = new VisibilityConditions(input.fields, input.ctx.locale, input.warnings);
  const properties: Record<string, JsonSchema> = { ...input.ownProperties };
  const required: string[] = [];
  const allOf: JsonSchema[] = [];
  const elements: UiElement[] = [];
  const initial: Record<string, unknown> = {};
  for (const { field, condition } of visibility.all()) {
    const adapted = adaptField(field, input, adaptGroup);
    for (const [key, schema] of Object.entries(adapted.properties)) {
      const whenRequired = condition || !Object.hasOwn(adapted.requiredSchemas, key) ? undefined : adapted.requiredSchemas[key];
      properties[key] = whenRequired ? { ...schema, ...whenRequired } : schema;
    }
    if (condition) {
      const then = whileVisible(adapted);
      if (Object.keys(then).length > 0) allOf.push({ if: condition, then });
      elements.push({ ...adapted.ui, rule: { effect: 'SHOW', condition: { scope: '#', schema: condition } } });
    } else {
      required.push(...adapted.required);
      allOf.push(...adapted.allOf);
      elements.push(adapted.ui);
    }
    if (adapted.initial !== undefined) initial[field.field] = adapted.initial;
  }
  const schema: JsonSchema = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  if (allOf.length > 0) schema.allOf = allOf;
  const compare = compareRules(input.fields);
  if (compare.length > 0) schema.portalCompare = compare;
  if (input.uniqueKeys && input.uniqueKeys.length > 1) schema.uniqueValues = input.uniqueKeys;
  return { schema, elements, initial, visibility };
}

/** Keys of e-mail fields among `fields`. */
export function emailKeys(fields: FieldDefinition[]): string[] {
  return fields.filter(isEmailField).map((field) => field.field);
}
