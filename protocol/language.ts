/** A portal language: Simplified Chinese (the default), Traditional Chinese, English. */
export type Locale = 'sc' | 'tc' | 'en';

/** True for one of the portal's languages. */
export const isLocale = (value: unknown): value is Locale => value === 'sc' || value === 'tc' || value === 'en';

/** Inputs of the language choice (spec section 1). */
export interface LanguageInputs {
  /** The language stored for this project (cookie `defautLang` + shortName, or the persisted choice). */
  stored?: string | null;
  /** The URL language parameter (`?lang=en`). */
  urlLang?: string | null;
  /** The project domain. */
  shortName: string;
  /** Languages the project offers, in its order (empty: sc only). */
  offered: readonly Locale[];
  /** The browser's languages (`navigator.languages`). */
  browser?: readonly string[];
}

/** The project whose applicants get English unless they chose otherwise. */
export const ENGLISH_FIRST_PROJECT = 'sc';

const TRADITIONAL_TAGS = new Set(['zh-hk', 'zh-mo', 'zh-tw']);
const SIMPLIFIED_TAGS = new Set(['zh', 'zh-cn', 'zh-sg']);

/** A browser language tag mapped explicitly: zh-HK, zh-MO, zh-TW and zh-Hant* → tc; zh, zh-CN, zh-SG, zh-Hans* → sc. */
export function browserLocale(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  if (TRADITIONAL_TAGS.has(lower) || lower === 'zh-hant' || lower.startsWith('zh-hant-')) return 'tc';
  if (SIMPLIFIED_TAGS.has(lower) || lower === 'zh-hans' || lower.startsWith('zh-hans-')) return 'sc';
  return null;
}

/** The language if the project offers it, else the project's first offered language. */
export function offeredOr(locale: Locale, offered: readonly Locale[]): Locale {
  if (offered.length === 0) return 'sc';
  return offered.includes(locale) ? locale : (offered[0] as Locale);
}

/**
 * The portal language: English if stored as English, if the URL asks for English, or on the sc project with nothing
 * stored; otherwise the stored language, the URL's, a Traditional-Chinese browser's tc, and sc by default; always one
 * the project offers.
 */
export function resolveLanguage({ stored, urlLang, shortName, offered, browser = [] }: LanguageInputs): Locale {
  if (stored === 'en' || urlLang === 'en') return offeredOr('en', offered);
  if (shortName === ENGLISH_FIRST_PROJECT && !isLocale(stored)) return offeredOr('en', offered);
  if (isLocale(stored)) return offeredOr(stored, offered);
  if (isLocale(urlLang)) return offeredOr(urlLang, offered);
  for (const tag of browser) {
    const mapped = browserLocale(tag);
    if (mapped && (offered.length === 0 ? mapped === 'sc' : offered.includes(mapped))) return mapped;
  }
  return offeredOr('sc', offered);
}

/** The `<html lang>` of a portal language. */
export function htmlLang(locale: Locale): string {
  return locale === 'sc' ? 'zh-Hans' : locale === 'tc' ? 'zh-Hant' : 'en';
}

/** The cookie that keeps a project's default language. */
export function languageCookieName(shortName: string): string {
  return `defautLang${shortName}`;
}

/** A cookie's value from a cookie string (`document.cookie`, or a request's Cookie header), or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return null;
}
