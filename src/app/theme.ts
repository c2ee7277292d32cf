import type { Theme } from '@mui/material/styles';
import type { AuthModeData } from '../../protocol/account';
import { localized } from '../i18n';
import type { Locale } from '../store';
import { muiThemeOf } from '../themes/muiTheme';
import { DEFAULT_PRIMARY, resolveThemeSpec, type ThemeInputs } from '../themes/resolve';

export { DEFAULT_PRIMARY, muiThemeOf };

/** The MUI theme of a project: its colour (ignored unless a hex colour) with its institution's styling. */
export function createPortalTheme(color: string | null | undefined, institution: Omit<ThemeInputs, 'color'> = {}): Theme {
  return muiThemeOf(resolveThemeSpec({ ...institution, color }));
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
