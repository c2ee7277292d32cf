import { pickText } from '../i18n';
import type { AdaptContext, FieldTypeAdapter } from '../registry';
import type { JsonSchema } from '../schemaTypes';
import type { FieldCondition, FieldDefinition } from '../types';
import { control, singleProperty } from './common';

/** Rules every date value of the field obeys: its precision, the future limit and the allowed window. */
export function dateRules(condition: FieldCondition): JsonSchema {
  const rules: JsonSchema = { type: 'string', dateValue: condition.date_type ?? 'date' };
  if (condition.disabled_date?.is_check) rules.dateNotAfter = condition.disabled_date.date ?? 'today';
  const limit = condition.limit_date;
  if (limit && (limit.start || limit.end)) rules.dateWithin = { ...limit };
  return rules;
}

/** What date pickers need to block dates and explain why. */
export function dateOptions(field: FieldDefinition, ctx: AdaptContext): Record<string, unknown> {
  const { date_type: dateType, disabled_date: disabled, limit_date: limit, limit_tips: tips } = field.condition;
  const options: Record<string, unknown> = { dateType: dateType ?? 'date' };
  if (disabled?.is_check) options.maxDate = disabled.date ?? 'today';
  if (limit?.start) options.minDate = limit.start;
  if (limit?.end) options.limitEnd = limit.end;
  const limitTips = pickText(tips, ctx.locale);
  if (limitTips) options.limitTips = limitTips;
  if (field.show_current) options.showCurrent = true;
  if (field.connect_id_card) options.fillFromIdNumber = true;
  return options;
}

/** Type 6: a date at year, month, day or minute precision. */
export const dateAdapter: FieldTypeAdapter = {
  type: 6,
  name: 'date',
  hasValue: true,
  adapt(field, ctx) {
    return singleProperty(field, dateRules(field.condition), control(field, ctx, 'date', dateOptions(field, ctx)));
  },
};

/** A date field (a birthday linked to an ID number is one). */
export const isDateField = (field: FieldDefinition): boolean => field.type === dateAdapter.type;
