import { htmlLang } from '../../i18n';
import type { Locale } from '../../store';

const MOMENT = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;

/** A moment (ms) in the reader's language with its time zone, so a reader abroad sees which hour is meant. */
export function momentText(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(htmlLang(locale), MOMENT).format(new Date(ms));
}

/** From start to end (ms) in the reader's language with the time zone; one day is named once. */
export function rangeText(start: number, end: number, locale: Locale): string {
  return new Intl.DateTimeFormat(htmlLang(locale), MOMENT).formatRange(new Date(start), new Date(Math.max(start, end)));
}

/** The ISO moment (ms), for `<time dateTime>`. */
export const isoMoment = (ms: number): string => new Date(ms).toISOString();
