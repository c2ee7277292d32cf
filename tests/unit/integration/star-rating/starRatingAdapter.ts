import type { FieldTypeAdapter } from '../../../../schema-adapters/index';
import { pickText } from '../../../../schema-adapters/index';

/** An integrator's field type 42: a 1–5 star rating, defined entirely outside the portal's folders. */
export const starRatingAdapter: FieldTypeAdapter = {
  type: 42,
  name: 'starRating',
  hasValue: true,
  adapt(field, ctx) {
    const key = field.field;
    return {
      properties: { [key]: { type: 'integer', minimum: 1, maximum: 5 } },
      required: field.required ? [key] : [],
      requiredSchemas: field.required ? { [key]: { notEmpty: true } } : {},
      allOf: [],
      ui: { type: 'Control', scope: `#/properties/${key}`, label: pickText(field.name, ctx.locale), options: { fieldType: 'starRating' } },
    };
  },
  fromServer: (value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
};
