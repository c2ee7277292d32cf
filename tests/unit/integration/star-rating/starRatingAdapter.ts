import type { FieldTypeAdapter } from '../../../../schema-adapters/index';
import { pickText } from '../../../../schema-adapters/index';

const OUT_OF_RANGE = { sc: '请选择 1 到 5 颗星', tc: '請選擇 1 到 5 顆星', en: 'Choose 1 to 5 stars' };

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
  messages: {
    required: { sc: '请为课程打分', tc: '請為課程評分', en: 'Give the course a rating' },
    type: OUT_OF_RANGE,
    minimum: OUT_OF_RANGE,
    maximum: OUT_OF_RANGE,
  },
};
