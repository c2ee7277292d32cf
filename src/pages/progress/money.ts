import { htmlLang } from '../../i18n';
import type { Locale } from '../../store/types';

/** An amount in the reader's language with two decimals (grouping as the language writes it). */
export function amountText(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(htmlLang(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}
