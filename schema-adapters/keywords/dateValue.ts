import { DATE_PRECISIONS, isValidDate } from '../validators/dates';
import type { DatePrecision } from '../validators/dates';
import { defineValueKeyword } from './defineKeyword';

/** `dateValue: 'date'` (or `year`, `month`, `datetime`) requires a real calendar date written at that precision. */
export const dateValue = defineValueKeyword(
  { keyword: 'dateValue', type: 'string', metaSchema: { type: 'string', enum: [...DATE_PRECISIONS] } },
  (dateType: DatePrecision, value: string) => (isValidDate(value, dateType) ? undefined : { dateType }),
);
