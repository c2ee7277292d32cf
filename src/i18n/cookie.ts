import type { Locale } from '../store/types';
import { languageCookieName, readCookie } from '../../protocol/language';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The default language kept for a project in the cookie `defautLang` + shortName, or null. */
export function readProjectLanguage(shortName: string): string | null {
  return readCookie(document.cookie, languageCookieName(shortName));
}

/** Keeps a project's default language in its cookie (one year, whole site). */
export function writeProjectLanguage(shortName: string, locale: Locale): void {
  document.cookie = `${languageCookieName(shortName)}=${encodeURIComponent(locale)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
