import type { KeywordDefinition, SchemaValidateFunction } from 'ajv';
import { compareDates, todayString } from '../validators/dates';
import { isEmptyValue } from '../validators/emptiness';

const validate: SchemaValidateFunction = (bound: string, value: string): boolean => {
  if (isEmptyValue(value)) return true;
  const limit = bound === 'today' ? todayString() : bound;
  if ((compareDates(value, limit) ?? 0) <= 0) return true;
  validate.errors = [{ keyword: 'dateNotAfter', params: { limit } }];
  return false;
};

/** `dateNotAfter: 'today'` (or `YYYY-MM-DD`) fails a date later than the limit, compared at the coarser precision. */
export const dateNotAfter: KeywordDefinition = {
  keyword: 'dateNotAfter',
  type: 'string',
  metaSchema: { type: 'string', pattern: '^(today|\\d{4}-\\d{2}-\\d{2})$' },
  errors: true,
  validate,
};
