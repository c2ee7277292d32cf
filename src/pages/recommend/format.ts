import { htmlLang } from '../../i18n';
import type { Locale } from '../../store/types';

/** A moment (ms) as a short local date and time. */
export function formatMoment(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(htmlLang(locale as Locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}
