import { translate } from '../i18n';
import type { FieldTypeAdapter } from '../registry';
import { control, singleProperty } from './common';
import { dateOptions, dateRules } from './date';

/** Type 7: a start and an end; the end may be "present" where the definition offers it. */
export const dateRangeAdapter: FieldTypeAdapter = {
  type: 7,
  name: 'dateRange',
  hasValue: true,
  adapt(field, ctx) {
    const allowPresent = field.condition.present ?? false;
    const bound = dateRules(field.condition);
    const schema = {
      type: 'object',
      properties: { start: bound, end: bound, present: { type: 'boolean' } },
      dateRange: { required: false, allowPresent },
    };
    const requiredSchema = { dateRange: { required: true, allowPresent } };
    const extra = { ...dateOptions(field, ctx), allowPresent, presentText: translate(ctx.locale, 'field.present') };
    return singleProperty(field, schema, control(field, ctx, 'dateRange', extra), { requiredSchema });
  },
};
