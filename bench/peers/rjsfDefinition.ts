import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { type BenchField, GROUP, ID_NUMBER_PATTERN, MOBILE_PATTERN, NUMBER_PATTERN, PHONE_CODES, TRIGGER, benchFields, groupRows } from './module';

type Property = { schema: RJSFSchema; ui?: UiSchema };

function property(field: BenchField): Property {
  const title = field.label;
  switch (field.kind) {
    case 'text':
      return { schema: { type: 'string', title, ...(field.limit ? { maxLength: field.limit } : {}) } };
    case 'textarea':
      // JSON Schema has no word count: the closest stock limit is on characters.
      return { schema: { type: 'string', title, maxLength: (field.limit ?? 0) * 8 }, ui: { 'ui:widget': 'textarea' } };
    case 'number':
      return { schema: { type: 'string', title, pattern: NUMBER_PATTERN } };
    case 'email':
      return { schema: { type: 'string', title, format: 'email' } };
    case 'idNumber':
      return { schema: { type: 'string', title, pattern: ID_NUMBER_PATTERN } };
    case 'phone':
      return {
        schema: {
          type: 'object',
          title,
          properties: { code: { type: 'string', title: 'Code', enum: PHONE_CODES }, number: { type: 'string', title: 'Number', pattern: MOBILE_PATTERN } },
        },
      };
    case 'date':
      return { schema: { type: 'string', title, format: 'date' } };
    case 'radio':
      return { schema: { type: 'string', title, enum: field.options }, ui: { 'ui:widget': 'radio' } };
    case 'checkbox':
      return { schema: { type: 'array', title, items: { type: 'string', enum: field.options }, uniqueItems: true }, ui: { 'ui:widget': 'checkboxes' } };
    case 'dropdown':
      return { schema: { type: 'string', title, enum: field.options } };
  }
}

/** The bench module as stock RJSF expresses it: the trigger as `dependencies`/`oneOf`, the group as an array. */
export function rjsfModule(): { schema: RJSFSchema; uiSchema: UiSchema; formData: Record<string, unknown> } {
  const fields = benchFields();
  const always: Record<string, RJSFSchema> = {};
  const opened: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': [...fields.map((field) => field.key), GROUP.key] };
  const required: string[] = [];
  const openedRequired: string[] = [];
  for (const field of fields) {
    const { schema, ui } = property(field);
    (field.dependent ? opened : always)[field.key] = schema;
    if (field.required) (field.dependent ? openedRequired : required).push(field.key);
    if (ui) uiSchema[field.key] = ui;
  }
  always[GROUP.key] = {
    type: 'array',
    title: GROUP.label,
    minItems: 1,
    maxItems: GROUP.maxRows,
    items: {
      type: 'object',
      required: GROUP.columns.filter((column) => column.required).map((column) => column.key),
      properties: Object.fromEntries(GROUP.columns.map((column) => [column.key, { type: 'string', title: column.label }])),
    },
  };
  const schema: RJSFSchema = {
    type: 'object',
    properties: always,
    required,
    dependencies: {
      [TRIGGER.key]: {
        oneOf: [
          { properties: { [TRIGGER.key]: { enum: [TRIGGER.open] }, ...opened }, required: openedRequired },
          { properties: { [TRIGGER.key]: { enum: [TRIGGER.close] } } },
        ],
      },
    },
  };
  return { schema, uiSchema, formData: { [GROUP.key]: groupRows() } };
}
