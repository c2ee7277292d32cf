import type { KeywordDefinition, SchemaValidateFunction } from 'ajv';
import { compareDates, todayString } from '../validators/dates';
import { isEmptyValue } from '../validators/emptiness';
import { DATE_BOUND_SCHEMA } from './dateSchemas';

const validate: SchemaValidateFunction = (bound: string, value: string): boolean => {
  if (isEmptyValue(value)) return true;
  const limit = bound === 'today' ? todayString() : bound;
  if ((compareDates(value, limit) ?? 0) <= 0) return true;
  validate.errors = [{ keyword: 'dateNotAfter', params: { limit } }];
  return false;
};

/** `dateNotAfter: 'today'` (or a date bound such as `YYYY-MM-DD` or `YYYY`) fails a date later than the limit, compared at the coarser precision. */
export const dateNotAfter: KeywordDefinition = {
  keyword: 'dateNotAfter',
  type: 'string',
  metaSchema: { anyOf: [{ const: 'today' }, DATE_BOUND_SCHEMA] },
  errors: true,
  validate,
};
