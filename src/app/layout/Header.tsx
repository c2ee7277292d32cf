import type { CssVariables } from '../../../renderers/ui/cssVariables';
import { useSessionStore } from '../../store';
import type { Surface } from '../../themes/types';
import { usePortalThemeSpec } from '../../themes/usePortalThemeSpec';
import classes from './Header.module.css';
import { HeaderNav } from './HeaderNav';
import { LanguageMenu } from './LanguageMenu';
import { ProjectBrand } from './ProjectBrand';
import { UnreadBadge, UnreadWarning } from './UnreadNotice';
import { useHeaderData } from './useHeaderData';
import { UserMenu } from './UserMenu';

/** Props of the headers. */
export interface HeaderProps {
  /** Header user info (hidden on guide, reference, email, password and register routes). */
  showUser: boolean;
}

/** CSS background of a header surface (a gradient when it has two ends). */
export const surfaceBackground = (surface: Pick<Surface, 'bg' | 'bgEnd'>): string =>
  surface.bgEnd ? `linear-gradient(90deg, ${surface.bg}, ${surface.bgEnd})` : surface.bg;

/** The desktop header of the institution: brand row (logo, title, unread notice, language, user) and the menu row. */
export function Header({ showUser }: HeaderProps) {
  const portal = usePortalThemeSpec();
  const { header } = portal;
  const signedIn = useSessionStore((state) => state.userInfo !== null);
  const { menu, unread } = useHeaderData(showUser && signedIn);
  const centred = header.align === 'center';
  const colours: CssVariables = { '--header-band': header.band ?? undefined, '--header-bg': surfaceBackground(header.top), '--header-fg': header.top.fg, '--header-rule': portal.brand };
  return (
    <header data-institution={portal.institution} data-header-variant={header.variant} className={classes.header} style={colours}>
      {header.band && <div aria-hidden className={classes.band} />}
      <div data-header-top="" data-ruled={header.variant === 'classic'} className={classes.top}>
        <div className={classes.toolbar} data-centred={centred}>
          {centred && <div />}
          <ProjectBrand centred={centred} />
          {!centred && <div className={classes.spacer} />}
          <div className={classes.tools}>
            {showUser && signedIn && (
              <>
                <UnreadWarning count={unread} />
                <UnreadBadge count={unread} />
              </>
            )}
            <LanguageMenu />
            {showUser && <UserMenu />}
          </div>
        </div>
      </div>
      {showUser && signedIn && <HeaderNav entries={menu} />}
    </header>
  );
}
