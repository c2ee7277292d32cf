/** Precision of a portal date string: `YYYY`, `YYYY-MM`, `YYYY-MM-DD` or `YYYY-MM-DD HH:mm[:ss]`. */
export type DatePrecision = 'year' | 'month' | 'date' | 'datetime';

/** Every precision, coarsest first. */
export const DATE_PRECISIONS: readonly DatePrecision[] = ['year', 'month', 'date', 'datetime'];

/** A date string split into numbers; absent parts are 1 (month, day) or 0 (time). */
export interface ParsedDate {
  /** Precision the string was written at. */
  precision: DatePrecision;
  /** Sortable key `YYYY-MM-DD HH:mm:ss`, every part filled. */
  key: string;
}

const DATE_PATTERNS: Record<DatePrecision, RegExp> = {
  year: /^(\d{4})$/,
  month: /^(\d{4})-(\d{2})$/,
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  datetime: /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/,
};

const KEY_LENGTHS: Record<DatePrecision, number> = { year: 4, month: 7, date: 10, datetime: 19 };

/** Days in a month of the proleptic Gregorian calendar (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** True when the parts form a real calendar date and time. */
function isRealMoment(year: number, month: number, day: number, hour: number, minute: number, second: number): boolean {
  if (month < 1 || month > 12) return false;
  if (day < 1 || day > daysInMonth(year, month)) return false;
  return hour <= 23 && minute <= 59 && second <= 59;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Parses `value` written exactly at `precision`; `null` when it does not match or is not a real calendar date. */
export function parseDateAt(value: string, precision: DatePrecision): ParsedDate | null {
  const match = DATE_PATTERNS[precision].exec(value);
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  if (!isRealMoment(year, month, day, hour, minute, second)) return null;
  const key = `${pad(year, 4)}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
  return { precision, key };
}

/** The precision `value` is written at (its shape only, not whether the date exists), or `null`. */
export function precisionOf(value: string): DatePrecision | null {
  return DATE_PRECISIONS.find((precision) => DATE_PATTERNS[precision].test(value)) ?? null;
}

/** A `date_type` option as a precision: `date` when absent or unknown. */
export function precisionOrDate(value: unknown): DatePrecision {
  return value === 'year' || value === 'month' || value === 'datetime' ? value : 'date';
}

/** Parses `value` at whichever precision it is written in; `null` when it is no real date at any precision. */
export function parseDate(value: string): ParsedDate | null {
  const precision = precisionOf(value);
  return precision ? parseDateAt(value, precision) : null;
}

/** True when `value` is written at `precision` and is a real calendar date. */
export function isValidDate(value: string, precision: DatePrecision): boolean {
  return parseDateAt(value, precision) !== null;
}

/** The coarser of two precisions. */
export function coarserPrecision(a: DatePrecision, b: DatePrecision): DatePrecision {
  return DATE_PRECISIONS.indexOf(a) <= DATE_PRECISIONS.indexOf(b) ? a : b;
}

/** Compares two date strings at the coarser precision of the two: -1, 0 or 1; `null` if either is no date. */
export function compareDates(a: string, b: string): number | null {
  const left = parseDate(a);
  const right = parseDate(b);
  if (!left || !right) return null;
  const length = KEY_LENGTHS[coarserPrecision(left.precision, right.precision)];
  const leftKey = left.key.slice(0, length);
  const rightKey = right.key.slice(0, length);
  return leftKey === rightKey ? 0 : leftKey < rightKey ? -1 : 1;
}

/** The local present at `precision` (`YYYY-MM-DD` by default, `YYYY-MM-DD HH:mm` for datetime), read at call time. */
export function todayString(precision: DatePrecision = 'date'): string {
  const now = new Date();
  const date = `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return precision === 'datetime' ? `${date} ${pad(now.getHours())}:${pad(now.getMinutes())}` : date.slice(0, KEY_LENGTHS[precision]);
}
