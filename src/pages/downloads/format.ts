import { htmlLang } from '../../i18n';
import type { Locale } from '../../store/types';

const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

/** A file size in the reader's language: kB under 1 MB (at least 0.1 kB), else MB, one decimal at most. */
export function fileSizeText(bytes: number, locale: Locale): string {
  const megabytes = bytes >= MEGABYTE;
  const value = megabytes ? bytes / MEGABYTE : Math.max(bytes / KILOBYTE, 0.1);
  return new Intl.NumberFormat(htmlLang(locale), { style: 'unit', unit: megabytes ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(value);
}
