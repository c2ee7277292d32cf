import type { AuthModeData } from '../../protocol/account';
import { localized } from '../i18n';
import type { Locale } from '../store';

/** The project's name in a language (its title, else its SEO title). */
export function projectNameIn(config: AuthModeData, locale: Locale): string {
  return localized(config.title, locale) || localized(config.seo_title, locale);
}

/** Document title (SEO title in the language) and favicon (ico_url) from the project configuration. */
export function applyDocumentConfig(config: AuthModeData | null, locale: Locale): void {
  if (!config) return;
  const title = localized(config.seo_title, locale) || localized(config.title, locale);
  if (title) document.title = title;
  if (!config.ico_url) return;
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.href = config.ico_url;
}

/** Sets the page's `<meta name="description">` (the server writes the first one; a language switch changes it). */
export function applyDescription(text: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}
