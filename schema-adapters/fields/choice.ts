import type { AdaptContext, AdaptedField, FieldTypeAdapter } from '../registry';
import type { FieldDefinition } from '../types';
import { NOT_EMPTY, control, enumOf, optionItems, otherText } from './common';

function singleChoice(field: FieldDefinition, ctx: AdaptContext, fieldType: string): AdaptedField {
  const values = field.options.map((option) => option.value);
  const schema = { type: 'string', ...enumOf(values) };
  const other = otherText(field, false);
  return {
    properties: { [field.field]: schema, ...other.properties },
    required: field.required ? [field.field] : [],
    requiredSchemas: field.required ? { [field.field]: NOT_EMPTY } : {},
    allOf: other.allOf,
    ui: control(field, ctx, fieldType, { items: optionItems(field.options, ctx), ...(fieldType === 'radio' ? { format: 'radio' } : {}) }),
  };
}

/** Type 3: single choice shown as radio buttons, with `{field}_other` text for options that ask for it. */
export const singleChoiceAdapter: FieldTypeAdapter = {
  type: 3,
  name: 'radio',
  hasValue: true,
  adapt: (field, ctx) => singleChoice(field, ctx, 'radio'),
};

/** Type 5: dropdown, with optional other text. */
export const dropdownAdapter: FieldTypeAdapter = {
  type: 5,
  name: 'dropdown',
  hasValue: true,
  adapt: (field, ctx) => singleChoice(field, ctx, 'dropdown'),
};

/** Type 4: multiple choice; at most `max_quantity` options when above 0, else all of them. */
export const multipleChoiceAdapter: FieldTypeAdapter = {
  type: 4,
  name: 'checkbox',
  hasValue: true,
  adapt(field, ctx) {
    const values = field.options.map((option) => option.value);
    const quantity = field.condition.max_quantity;
    const maxItems = quantity !== undefined && quantity > 0 ? quantity : values.length;
    const schema = { type: 'array', items: { type: 'string', ...enumOf(values) }, uniqueItems: true, maxItems };
    const other = otherText(field, true);
    return {
      properties: { [field.field]: schema, ...other.properties },
      required: field.required ? [field.field] : [],
      requiredSchemas: field.required ? { [field.field]: NOT_EMPTY } : {},
      allOf: other.allOf,
      ui: control(field, ctx, 'checkbox', { items: optionItems(field.options, ctx), maxQuantity: maxItems }),
    };
  },
  fromServer: (value) => (typeof value === 'string' && !value.trim().startsWith('[') ? value.split(',').filter(Boolean) : value),
};
