import type { KeywordDefinition, SchemaValidateFunction } from 'ajv';
import { DATE_PRECISIONS, isValidDate } from '../validators/dates';
import type { DatePrecision } from '../validators/dates';
import { isEmptyValue } from '../validators/emptiness';

const validate: SchemaValidateFunction = (dateType: DatePrecision, value: string): boolean => {
  if (isEmptyValue(value) || isValidDate(value, dateType)) return true;
  validate.errors = [{ keyword: 'dateValue', params: { dateType } }];
  return false;
};

/** `dateValue: 'date'` (or `year`, `month`, `datetime`) requires a real calendar date written at that precision. */
export const dateValue: KeywordDefinition = {
  keyword: 'dateValue',
  type: 'string',
  metaSchema: { type: 'string', enum: [...DATE_PRECISIONS] },
  errors: true,
  validate,
};
