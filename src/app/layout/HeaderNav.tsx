import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { CssVariables } from '../../../renderers/ui/cssVariables';
import { usePortalThemeSpec } from '../../themes/usePortalThemeSpec';
import classes from './HeaderNav.module.css';
import { isActive, type MenuEntry } from './menuItems';

/** The label of a menu entry: the server's title in the language, else the portal's own. */
export function useMenuLabel(): (entry: MenuEntry) => string {
  const { t } = useTranslation();
  return (entry) => entry.title || t(`portal.header.menu.${entry.key}`);
}

/** The desktop menu row (items 0–7), styled by the institution's header variant. */
export function HeaderNav({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { nav, variant, align, uppercaseNav } = usePortalThemeSpec().header;
  const label = useMenuLabel();
  if (entries.length === 0) return null;
  const colours: CssVariables = {
    '--nav-bg': nav.bg,
    '--nav-fg': nav.fg,
    '--nav-active-bg': nav.activeBg,
    '--nav-active-fg': nav.activeFg,
    '--nav-indicator': nav.indicator,
  };
  return (
    <nav aria-label={t('portal.nav.mainMenu')} className={classes.nav} style={colours} data-variant={variant} data-align={align} data-uppercase={uppercaseNav || undefined}>
      <ul className={classes.list}>
        {entries.map((entry) => (
          <li key={entry.index}>
            <RouterLink to={entry.to} aria-current={isActive(entry, pathname) ? 'page' : undefined} data-menu-key={entry.key} className={classes.item}>
              {label(entry)}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
