import { compareDates } from '../validators/dates';
import { defineValueKeyword } from './defineKeyword';
import { DATE_BOUND_SCHEMA, closedObject } from './metaSchemas';

/** Bounds of `dateWithin`; at least one is set. */
interface DateBounds {
  /** Earliest allowed date. */
  start?: string;
  /** Latest allowed date. */
  end?: string;
}

/** `dateWithin: { start?, end? }` fails a date before `start` or after `end`, compared at the coarser precision. */
export const dateWithin = defineValueKeyword(
  {
    keyword: 'dateWithin',
    type: 'string',
    metaSchema: { ...closedObject({ start: DATE_BOUND_SCHEMA, end: DATE_BOUND_SCHEMA }), minProperties: 1 },
  },
  ({ start, end }: DateBounds, value: string) => {
    const beforeStart = start !== undefined && (compareDates(value, start) ?? 0) < 0;
    const afterEnd = end !== undefined && (compareDates(value, end) ?? 0) > 0;
    if (!beforeStart && !afterEnd) return undefined;
    return { ...(start !== undefined && { start }), ...(end !== undefined && { end }) };
  },
);
