import type { I18nText } from '../../../protocol/content';
import { pickText, type Locale } from '../../../schema-adapters';
import { isRecord } from '../../../schema-adapters/keywords/record';

const LOCALES = ['sc', 'tc', 'en'] as const;

/** A stored text column: JSON `{sc, tc, en}` or a plain string (then the same text in every language). */
export function localized(raw: string | null | undefined): I18nText {
  if (!raw) return {};
  if (raw.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isRecord(parsed)) {
        const text: I18nText = {};
        for (const locale of LOCALES) {
          const value = parsed[locale];
          if (typeof value === 'string') text[locale] = value;
        }
        return text;
      }
    } catch {
      // not JSON: a plain string
    }
  }
  return { sc: raw, tc: raw, en: raw };
}

/** Text for the request language, with the usual fallbacks. */
export function pick(text: I18nText, locale: Locale): string {
  return pickText(text, locale);
}
