import type { FieldTypeAdapter } from '../registry';
import type { JsonSchema } from '../schemaTypes';
import type { FieldDefinition } from '../types';
import { isValueFormat } from '../validators/patterns';
import { control, singleProperty } from './common';

export const NATURE_EMAIL = 5;
export const NATURE_ID_NUMBER = 7;

function formatRule(field: FieldDefinition): JsonSchema {
  if (field.nature === NATURE_ID_NUMBER) return { idNumber: true };
  if (field.nature === NATURE_EMAIL) return { valueFormat: 'email' };
  if (!field.value_format) return {};
  return isValueFormat(field.value_format) ? { valueFormat: field.value_format } : { pattern: field.value_format };
}

function natureName(nature: number): string | undefined {
  if (nature === NATURE_EMAIL) return 'email';
  if (nature === NATURE_ID_NUMBER) return 'idNumber';
  return undefined;
}

/** Type 1: single-line text; nature 5 e-mail, nature 7 mainland ID number, `value_format` patterns. */
export const textAdapter: FieldTypeAdapter = {
  type: 1,
  name: 'text',
  hasValue: true,
  adapt(field, ctx) {
    const { min_length: minLength, max_length: maxLength } = field.condition;
    const schema: JsonSchema = {
      type: 'string',
      ...formatRule(field),
      ...(minLength === undefined ? {} : { minLength }),
      ...(maxLength === undefined ? {} : { maxLength }),
    };
    const nature = natureName(field.nature);
    const extra: Record<string, unknown> = {};
    if (nature) extra.nature = nature;
    if (field.value_format) extra.valueFormat = field.value_format;
    if (maxLength !== undefined) extra.maxLength = maxLength;
    return singleProperty(field, schema, control(field, ctx, 'text', extra));
  },
};

/** A single-line text field asking for an e-mail address. */
export const isEmailField = (field: FieldDefinition): boolean => field.type === textAdapter.type && field.nature === NATURE_EMAIL;

/** A single-line text field asking for a mainland ID number. */
export const isIdNumberField = (field: FieldDefinition): boolean => field.type === textAdapter.type && field.nature === NATURE_ID_NUMBER;
