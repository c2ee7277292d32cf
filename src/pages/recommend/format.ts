/** The BCP 47 tag of a portal language, for dates. */
export const localeTag = (locale: string): string => (locale === 'en' ? 'en' : locale === 'tc' ? 'zh-Hant' : 'zh-Hans');

/** A moment (ms) as a short local date and time. */
export function formatMoment(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}
