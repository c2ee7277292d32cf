import type { Locale } from '../store/types';
import { htmlLang } from '../../protocol/language';

/** A moment (ms) in the reader's language: the date (`Mar 5, 2026`, `2026年3月5日`), or with `withTime` the date and time. */
export function dateText(ms: number, locale: Locale, withTime = false): string {
  return new Intl.DateTimeFormat(htmlLang(locale), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(new Date(ms));
}

/** The ISO day of a moment (ms), for `<time dateTime>`. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
