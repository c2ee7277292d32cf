import { compareDates, todayString } from '../validators/dates';
import { defineValueKeyword } from './defineKeyword';
import { DATE_BOUND_SCHEMA } from './metaSchemas';

/** `dateNotAfter: 'today'` (or a date bound such as `YYYY-MM-DD` or `YYYY`) fails a date later than the limit, compared at the coarser precision. */
export const dateNotAfter = defineValueKeyword(
  { keyword: 'dateNotAfter', type: 'string', metaSchema: { anyOf: [{ const: 'today' }, DATE_BOUND_SCHEMA] } },
  (bound: string, value: string) => {
    const limit = bound === 'today' ? todayString() : bound;
    return (compareDates(value, limit) ?? 0) <= 0 ? undefined : { limit };
  },
);
