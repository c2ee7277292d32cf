import type { Locale } from '../../schema-adapters/index';
import { type DatePrecision, parseDate } from '../../schema-adapters/validators/dates';

const LANGUAGE_TAGS: Record<Locale, string> = { sc: 'zh-Hans', tc: 'zh-Hant', en: 'en' };

const PARTS: Record<DatePrecision, Intl.DateTimeFormatOptions> = {
  year: { year: 'numeric' },
  month: { year: 'numeric', month: 'short' },
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  datetime: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: Locale, precision: DatePrecision): Intl.DateTimeFormat {
  const key = `${locale} ${precision}`;
  const known = formats.get(key);
  if (known) return known;
  const format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], PARTS[precision]);
  formats.set(key, format);
  return format;
}

/** A stored date as a screen reader should say it in `locale` ("Mar 5, 2024", "2024年3月5日"); `undefined` for no date. */
export function spokenDate(value: unknown, precision: DatePrecision, locale: Locale): string | undefined {
  const parsed = typeof value === 'string' ? parseDate(value) : null;
  if (!parsed) return undefined;
  const [year, month, day, hour, minute] = parsed.key.split(/\D/).map(Number) as [number, number, number, number, number];
  const date = new Date(2000, month - 1, day, hour, minute);
  date.setFullYear(year);
  return formatOf(locale, precision).format(date);
}
