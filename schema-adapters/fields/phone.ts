import type { FieldTypeAdapter } from '../registry';
import type { FieldDefinition } from '../types';
import { control, optionItems, singleProperty } from './common';

/** Type 13: country code plus number; the mainland rule applies with +86. */
export const phoneAdapter: FieldTypeAdapter = {
  type: 13,
  name: 'phone',
  hasValue: true,
  adapt(field, ctx) {
    const schema = {
      type: 'object',
      properties: { code: { type: 'string' }, number: { type: 'string' } },
      phone: true,
    };
    const codes = field.options.filter((option) => option.phone_code);
    const extra = codes.length > 0 ? { codes: optionItems(codes, ctx) } : {};
    return singleProperty(field, schema, control(field, ctx, 'phone', { defaultCode: '+86', ...extra }), {
      requiredSchema: { notEmpty: ['code', 'number'] },
    });
  },
};

/** A phone field: `{ code, number }`. */
export const isPhoneField = (field: FieldDefinition): boolean => field.type === phoneAdapter.type;
