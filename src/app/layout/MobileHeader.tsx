import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CssVariables } from '../../../renderers/ui/cssVariables';
import { ICON_PATHS } from '../../../renderers/ui/iconPaths';
import { PlainIcon } from '../../../renderers/ui/PlainIcon';
import iconButton from '../../../renderers/ui/PlainIconButton.module.css';
import { useSessionStore } from '../../store';
import { deferredComponent } from '../../../renderers/deferred/deferredComponent';
import { loadThemed } from '../../themes/loadThemed';
import { usePortalThemeSpec } from '../../themes/usePortalThemeSpec';
import { type HeaderProps, surfaceBackground } from './Header';
import headerClasses from './Header.module.css';
import classes from './MobileHeader.module.css';
import { ProjectBrand } from './ProjectBrand';
import { UnreadBadge } from './UnreadNotice';
import { useHeaderData } from './useHeaderData';

// The drawer (MUI Drawer, lists, dialogs) loads when its button is touched or focused.
const MobileMenu = deferredComponent('MobileMenu', () => loadThemed(() => import('./MobileMenu').then((module) => module.default)));

/** The mobile header (768 px or less): logo and title, unread badge, and a menu sliding in from the right with the same items. */
export function MobileHeader({ showUser }: HeaderProps) {
  const { t } = useTranslation();
  const portal = usePortalThemeSpec();
  const { header } = portal;
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const signed = useSessionStore((state) => showUser && state.userInfo !== null);
  const { menu, unread } = useHeaderData(signed);
  const colours: CssVariables = { '--header-band': header.band ?? undefined, '--header-bg': surfaceBackground(header.top), '--header-fg': header.top.fg };
  return (
    <header data-institution={portal.institution} data-header-variant={header.variant} className={headerClasses.header} style={colours}>
      {header.band && <div aria-hidden className={classes.band} />}
      <div data-header-top="" className={classes.toolbar}>
        <ProjectBrand />
        <div className={classes.spacer} />
        {signed && <UnreadBadge count={unread} />}
        <button
          type="button"
          className={`${iconButton.iconButton} ${classes.menuButton}`}
          aria-label={t('portal.nav.openMenu')}
          aria-expanded={open}
          onPointerEnter={MobileMenu.preload}
          onFocus={MobileMenu.preload}
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
        >
          <PlainIcon path={ICON_PATHS.menu} />
        </button>
      </div>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={() => setOpen(false)} showUser={showUser} menu={menu} unread={unread} />
        </Suspense>
      )}
    </header>
  );
}
