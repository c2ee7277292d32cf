import { htmlLang } from '../../i18n';
import type { Locale } from '../../store/types';

/** A moment (ms) as a short local date and time. */
export function formatMoment(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}
