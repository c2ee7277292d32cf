import type { AdaptContext, AdaptedField, FieldTypeAdapter } from '../registry';
import type { JsonSchema } from '../schemaTypes';
import type { FieldDefinition } from '../types';
import { control, enumOf, optionItems, otherText, singleProperty } from './common';

/** A choice's own property plus `{field}_other`, required while an option that asks for it is chosen. */
function choiceField(field: FieldDefinition, ctx: AdaptContext, fieldType: string, schema: JsonSchema, extra: Record<string, unknown>): AdaptedField {
  const multiple = fieldType === 'checkbox';
  const adapted = singleProperty(field, schema, control(field, ctx, fieldType, { items: optionItems(field.options, ctx), ...extra }));
  const other = otherText(field, multiple);
  Object.assign(adapted.properties, other.properties);
  adapted.allOf = other.allOf;
  return adapted;
}

const optionValues = (field: FieldDefinition) => field.options.map((option) => option.value);

/** Type 3: single choice shown as radio buttons, with `{field}_other` text for options that ask for it. */
export const singleChoiceAdapter: FieldTypeAdapter = {
  type: 3,
  name: 'radio',
  hasValue: true,
  adapt: (field, ctx) => choiceField(field, ctx, 'radio', { type: 'string', ...enumOf(optionValues(field)) }, { format: 'radio' }),
};

/** Type 5: dropdown, with optional other text. */
export const dropdownAdapter: FieldTypeAdapter = {
  type: 5,
  name: 'dropdown',
  hasValue: true,
  adapt: (field, ctx) => choiceField(field, ctx, 'dropdown', { type: 'string', ...enumOf(optionValues(field)) }, {}),
};

/** Type 4: multiple choice; at most `max_quantity` options when above 0, else all of them. */
export const multipleChoiceAdapter: FieldTypeAdapter = {
  type: 4,
  name: 'checkbox',
  hasValue: true,
  adapt(field, ctx) {
    const values = optionValues(field);
    const quantity = field.condition.max_quantity;
    const maxItems = quantity !== undefined && quantity > 0 ? quantity : values.length;
    const schema = { type: 'array', items: { type: 'string', ...enumOf(values) }, uniqueItems: true, maxItems };
    return choiceField(field, ctx, 'checkbox', schema, { maxQuantity: maxItems });
  },
  fromServer: (value) => (typeof value === 'string' && !value.trim().startsWith('[') ? value.split(',').filter(Boolean) : value),
};
