import type { AuthModeData } from '../../protocol/account';
import { localized } from '../i18n';
import type { Locale } from '../store';

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
