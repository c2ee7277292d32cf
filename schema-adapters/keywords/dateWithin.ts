import type { KeywordDefinition, SchemaValidateFunction } from 'ajv';
import { compareDates } from '../validators/dates';
import { isEmptyValue } from '../validators/emptiness';
import { DATE_BOUND_SCHEMA } from './dateSchemas';

/** Bounds of `dateWithin`; at least one is set. */
interface DateBounds {
  /** Earliest allowed date. */
  start?: string;
  /** Latest allowed date. */
  end?: string;
}

const validate: SchemaValidateFunction = (bounds: DateBounds, value: string): boolean => {
  if (isEmptyValue(value)) return true;
  const { start, end } = bounds;
  const beforeStart = start !== undefined && (compareDates(value, start) ?? 0) < 0;
  const afterEnd = end !== undefined && (compareDates(value, end) ?? 0) > 0;
  if (!beforeStart && !afterEnd) return true;
  const params = { ...(start !== undefined && { start }), ...(end !== undefined && { end }) };
  validate.errors = [{ keyword: 'dateWithin', params }];
  return false;
};

/** `dateWithin: { start?, end? }` fails a date before `start` or after `end`, compared at the coarser precision. */
export const dateWithin: KeywordDefinition = {
  keyword: 'dateWithin',
  type: 'string',
  metaSchema: {
    type: 'object',
    properties: { start: DATE_BOUND_SCHEMA, end: DATE_BOUND_SCHEMA },
    additionalProperties: false,
    minProperties: 1,
  },
  errors: true,
  validate,
};
