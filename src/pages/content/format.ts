import { htmlLang } from '../../i18n';
import type { Locale } from '../../store';
import { plainText } from '../info/content';

/** A publication time (ms) as a date in the reader's language. */
export function publishedDate(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'long' }).format(new Date(ms));
}

/** The ISO day of a publication time, for `<time dateTime>`. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The opening words of an HTML body as plain text, cut at `max` characters with an ellipsis. */
export function excerptOf(html: string, max = 120): string {
  const text = plainText(html);
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}
