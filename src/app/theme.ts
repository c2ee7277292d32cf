import { createTheme, type Theme } from '@mui/material/styles';
import type { AuthModeData } from '../../protocol/account';
import { localized } from '../i18n';
import type { Locale } from '../store';

/** The portal's primary colour when a project names none (spec section 9). */
export const DEFAULT_PRIMARY = '#4dbca6';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The MUI theme of a project: its colour as primary (ignored unless a hex colour). */
export function createPortalTheme(color: string | null | undefined): Theme {
  return createTheme({
    palette: { primary: { main: color && HEX.test(color) ? color : DEFAULT_PRIMARY } },
    breakpoints: { values: { xs: 0, sm: 750, md: 1024, lg: 1200, xl: 1330 } },
    components: { MuiButton: { styleOverrides: { root: { textTransform: 'none' } } } },
  });
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
