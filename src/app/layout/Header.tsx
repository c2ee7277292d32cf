import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { useSessionStore } from '../../store';
import { LanguageMenu } from './LanguageMenu';
import { ProjectBrand } from './ProjectBrand';
import { useHeaderData } from './useHeaderData';
import { UserMenu } from './UserMenu';

// Shown to signed-in users only: kept off the login route (its JS budget).
const HeaderNav = lazy(() => import('./HeaderNav').then((module) => ({ default: module.HeaderNav })));
const UnreadWarning = lazy(() => import('./UnreadNotice').then((module) => ({ default: module.UnreadWarning })));
const UnreadBadge = lazy(() => import('./UnreadNotice').then((module) => ({ default: module.UnreadBadge })));

/** Props of the headers. */
export interface HeaderProps {
  /** Header user info (hidden on guide, reference, email, password and register routes). */
  showUser: boolean;
}

/** CSS background of a header surface (a gradient when it has two ends). */
export const surfaceBackground = (surface: { bg: string; bgEnd?: string }): string =>
  surface.bgEnd ? `linear-gradient(90deg, ${surface.bg}, ${surface.bgEnd})` : surface.bg;

/** MUI Toolbar's heights (56 px, 48 px in landscape) with the header's own from the sm breakpoint (750 px). */
const toolbarHeight = (wide: number) => ({ minHeight: 56, '@media (orientation: landscape)': { minHeight: 48 }, '@media (min-width:750px)': { minHeight: wide } });

/** The desktop header of the institution: brand row (logo, title, unread notice, language, user) and the menu row. */
export function Header({ showUser }: HeaderProps) {
  const { portal } = useTheme();
  const { header } = portal;
  const signedIn = useSessionStore((state) => state.userInfo !== null);
  const { menu, unread } = useHeaderData(showUser && signedIn);
  const centred = header.align === 'center';
  const tools = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
      {showUser && signedIn && (
        <Suspense fallback={null}>
          <UnreadWarning count={unread} />
          <UnreadBadge count={unread} />
        </Suspense>
      )}
      <LanguageMenu />
      {showUser && <UserMenu />}
    </Box>
  );
  return (
    <Box component="header" data-institution={portal.institution} data-header-variant={header.variant} sx={{ boxShadow: 1, position: 'relative', zIndex: 2 }}>
      {header.band && <Box aria-hidden sx={{ height: 6, bgcolor: header.band }} />}
      <Box data-header-top="" sx={{ background: surfaceBackground(header.top), color: header.top.fg, borderBottom: header.variant === 'classic' ? `3px solid ${portal.brand}` : undefined }}>
        <Box sx={{ position: 'relative', alignItems: 'center', px: { xs: 2, sm: 3 }, gap: 2, maxWidth: 1200, width: '100%', mx: 'auto', ...toolbarHeight(centred ? 88 : 68), display: centred ? 'grid' : 'flex', gridTemplateColumns: centred ? '1fr auto 1fr' : undefined }}>
          {centred && <Box />}
          <ProjectBrand centred={centred} />
          {!centred && <Box sx={{ flex: 1 }} />}
          {tools}
        </Box>
      </Box>
      {showUser && signedIn && (
        <Suspense fallback={null}>
          <HeaderNav entries={menu} />
        </Suspense>
      )}
    </Box>
  );
}
