import { pickText } from '../i18n';
import type { FieldTypeAdapter } from '../registry';
import { control, enumOf, optionItems, singleProperty } from './common';

/** Type 9: rows (`item`/`options`) rated by columns (`condition.option`); the answer is the 1-based column per row. */
export const matrixAdapter: FieldTypeAdapter = {
  type: 9,
  name: 'matrix',
  hasValue: true,
  adapt(field, ctx) {
    const rows = field.options.map((option) => option.value);
    const columns = field.condition.option ?? [];
    const answer = { type: 'integer', minimum: 1, maximum: Math.max(columns.length, 1) };
    const schema = {
      type: 'object',
      // Every row takes the same answer; one schema for all keeps huge matrices small code, `__proto__` rows included.
      additionalProperties: answer,
      propertyNames: enumOf(rows),
    };
    const extra = { rows: optionItems(field.options, ctx), columns: columns.map((column) => pickText(column, ctx.locale)) };
    return singleProperty(field, schema, control(field, ctx, 'matrix', extra), { requiredSchema: { required: rows } });
  },
  fromServer(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([row, answer]) => [row, typeof answer === 'string' && /^\d+$/.test(answer) ? Number(answer) : answer]),
    );
  },
};
