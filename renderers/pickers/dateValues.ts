import dayjs, { type Dayjs } from 'dayjs';
import { type DatePrecision, precisionOf } from '../../schema-adapters/validators/dates';

/** The dayjs format of each precision; the stored value is always a string in it. */
export const DATE_FORMATS: Record<DatePrecision, string> = { year: 'YYYY', month: 'YYYY-MM', date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm' };

const UNITS: Record<DatePrecision, 'year' | 'month' | 'day' | 'minute'> = { year: 'year', month: 'month', date: 'day', datetime: 'minute' };

/** A stored date string as a dayjs value (start of its period); `null` when empty or not a date. */
export function toDayjs(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || precisionOf(value) === null) return null;
  const parsed = dayjs(value.length === 4 ? `${value}-01-01` : value);
  return parsed.isValid() ? parsed : null;
}

/** A picker value as the stored string of `type`; `undefined` when empty or incomplete. */
export function toDateString(value: Dayjs | null, type: DatePrecision): string | undefined {
  return value && value.isValid() ? value.format(DATE_FORMATS[type]) : undefined;
}

/** A bound option (`'today'` or a date string at any precision) as its first or last moment; `null` when unusable. */
export function boundOf(bound: unknown, edge: 'start' | 'end'): Dayjs | null {
  if (bound === 'today') return edge === 'end' ? dayjs().endOf('day') : dayjs().startOf('day');
  if (typeof bound !== 'string') return null;
  const precision = precisionOf(bound);
  const parsed = toDayjs(bound);
  if (!precision || !parsed) return null;
  return edge === 'end' ? parsed.endOf(UNITS[precision]) : parsed;
}

/** The earliest (`pick` 'min') or latest ('max') of the given moments, ignoring `null`. */
export function pickBound(values: Array<Dayjs | null>, pick: 'min' | 'max'): Dayjs | undefined {
  return values.reduce<Dayjs | undefined>((best, value) => {
    if (!value) return best;
    if (!best) return value;
    return (pick === 'min' ? value.isBefore(best) : value.isAfter(best)) ? value : best;
  }, undefined);
}

/** The first moment after the period of `value` at `type` (the earliest end a range may have). */
export function nextAfter(value: unknown, type: DatePrecision): Dayjs | null {
  const parsed = toDayjs(value);
  return parsed ? parsed.startOf(UNITS[type]).add(1, UNITS[type]) : null;
}
