import type { Locale } from '../store/types';

const FALLBACK: readonly Locale[] = ['sc', 'en', 'tc'];

/** Server text per language (`{ sc, tc, en }`) in `locale`, falling back sc → en → tc; '' when empty. */
export function localized(text: Partial<Record<Locale, string>> | null | undefined, locale: Locale): string {
  if (!text) return '';
  const own = text[locale];
  if (own) return own;
  for (const fallback of FALLBACK) {
    const value = text[fallback];
    if (value) return value;
  }
  return '';
}
