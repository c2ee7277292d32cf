import { Box, Link } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
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
  const { nav, variant, align, uppercaseNav } = useTheme().portal.header;
  const label = useMenuLabel();
  const pill = variant === 'pill';
  if (entries.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('portal.nav.mainMenu')} sx={{ bgcolor: nav.bg, color: nav.fg, borderBottom: variant === 'elegant' ? `1px solid ${nav.indicator}` : undefined }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, mx: 'auto', maxWidth: 1200, px: 2, py: pill ? 1 : 0, display: 'flex', flexWrap: 'wrap', gap: pill ? 1 : 0, justifyContent: align === 'center' ? 'center' : 'flex-start' }}>
        {entries.map((entry) => {
          const active = isActive(entry, pathname);
          return (
            <Box component="li" key={entry.index}>
              <Link
                component={RouterLink}
                to={entry.to}
                underline="none"
                aria-current={active ? 'page' : undefined}
                data-menu-key={entry.key}
                sx={{
                  display: 'block',
                  px: uppercaseNav ? 1.5 : 2,
                  py: pill ? 0.75 : 1.5,
                  color: active ? nav.activeFg : nav.fg,
                  bgcolor: active ? nav.activeBg : 'transparent',
                  borderRadius: pill ? 999 : 0,
                  borderBottom: pill ? 'none' : `3px solid ${active ? nav.indicator : 'transparent'}`,
                  fontWeight: active ? 700 : 500,
                  fontSize: uppercaseNav ? 14 : 15,
                  textTransform: uppercaseNav ? 'uppercase' : 'none',
                  letterSpacing: uppercaseNav ? '0.04em' : 0,
                  '&:hover': { borderBottomColor: pill ? undefined : nav.indicator, textDecoration: pill ? 'underline' : 'none' },
                  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: -4 },
                }}
              >
                {label(entry)}
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
