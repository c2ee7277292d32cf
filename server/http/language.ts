import { HEADERS } from '../../protocol';
import { isLocale } from '../../protocol/language';
import type { Locale } from '../../schema-adapters';

const TRADITIONAL = /^zh-(hk|mo|tw|hant)/i;

/** The language of a request: the `lang` header (sc, tc, en, or a BCP 47 tag), sc by default. */
export function requestLocale(headers: Record<string, string | string[] | undefined>): Locale {
  const raw = headers[HEADERS.language];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (isLocale(value)) return value;
  if (TRADITIONAL.test(value)) return 'tc';
  if (/^en\b/i.test(value)) return 'en';
  return 'sc';
}
