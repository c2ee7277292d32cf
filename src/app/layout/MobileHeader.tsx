import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { Avatar, Box, Divider, Drawer, IconButton, List, ListItemButton, ListItemText, ListSubheader, Toolbar, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useProjectStore, useSessionStore } from '../../store';
import { chooseLanguage, logoutAndReload } from '../session';
import { DeregisterDialog } from './DeregisterDialog';
import { surfaceBackground, type HeaderProps } from './Header';
import { useMenuLabel } from './HeaderNav';
import { LogoutDialog } from './LogoutDialog';
import { canDeregister, isActive } from './menuItems';
import { ProjectBrand } from './ProjectBrand';
import { MESSAGE_ROUTE, UnreadBadge } from './UnreadNotice';
import { useHeaderData } from './useHeaderData';
import { useImageLink } from '../../components/useFileLink';

/** The mobile header (768 px or less): logo and title, unread badge, and a menu sliding in from the right with the same items. */
export default function MobileHeader({ showUser }: HeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { portal } = useTheme();
  const [open, setOpen] = useState(false);
  const languageId = useId();
  const [dialog, setDialog] = useState<'logout' | 'deregister' | null>(null);
  const options = useProjectStore((state) => state.languageOptions);
  const locale = useProjectStore((state) => state.locale);
  const userType = useProjectStore((state) => state.projectConfig?.user_type);
  const user = useSessionStore((state) => state.userInfo);
  const portrait = useImageLink(user?.head_portrait);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const signed = showUser && user !== null;
  const { menu, unread } = useHeaderData(signed);
  const label = useMenuLabel();
  const go = (to: string) => {
    setOpen(false);
    void navigate(to);
  };
  const act = (next: 'logout' | 'deregister') => {
    setOpen(false);
    setDialog(next);
  };
  const top = portal.header.top;
  return (
    <Box component="header" data-institution={portal.institution} data-header-variant={portal.header.variant} sx={{ boxShadow: 1, position: 'relative', zIndex: 2 }}>
      {portal.header.band && <Box aria-hidden sx={{ height: 4, bgcolor: portal.header.band }} />}
      <Toolbar data-header-top="" sx={{ gap: 1, background: surfaceBackground(top), color: top.fg }}>
        <ProjectBrand />
        <Box sx={{ flex: 1 }} />
        {signed && <UnreadBadge count={unread} />}
        <IconButton edge="end" color="inherit" aria-label={t('portal.nav.openMenu')} aria-expanded={open} onClick={() => setOpen(true)}>
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: 280 }, 'aria-label': t('portal.nav.mainMenu') } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, bgcolor: top.bg, color: top.fg }}>
          {signed && <Avatar src={portrait} alt="" />}
          <Typography sx={{ flex: 1, fontWeight: 600 }} noWrap>
            {signed ? (user.is_free === 1 ? t('portal.nav.temporaryUser') : user.name || user.email || user.mobile) : ''}
          </Typography>
          <IconButton color="inherit" aria-label={t('portal.nav.closeMenu')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        {signed && isAdmin && <Typography sx={{ px: 2, pt: 1, fontWeight: 700 }}>{t('portal.nav.adminEdit')}</Typography>}
        <List component="nav" aria-label={t('portal.nav.mainMenu')}>
          {!signed && (
            <ListItemButton onClick={() => go('/')}>
              <ListItemText primary={t('portal.nav.home')} />
            </ListItemButton>
          )}
          {menu.map((entry) => (
            <ListItemButton key={entry.index} selected={isActive(entry, pathname)} aria-current={isActive(entry, pathname) ? 'page' : undefined} onClick={() => go(entry.to)}>
              <ListItemText primary={label(entry)} />
            </ListItemButton>
          ))}
          {signed && unread > 0 && (
            <ListItemButton onClick={() => go(MESSAGE_ROUTE)}>
              <ListItemText primary={t('portal.header.unreadWarning', { count: unread })} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
            </ListItemButton>
          )}
        </List>
        <Divider />
        <List component="div" role="group" aria-label={t('portal.nav.userMenu')}>
          {signed && user.is_free !== 1 && (
            <ListItemButton onClick={() => go('/edit_pass')}>
              <ListItemText primary={t('portal.nav.changePassword')} />
            </ListItemButton>
          )}
          {signed && canDeregister(userType) && (
            <ListItemButton onClick={() => act('deregister')}>
              <ListItemText primary={t('portal.deregister.action')} />
            </ListItemButton>
          )}
          {signed && (
            <ListItemButton onClick={() => act('logout')}>
              <ListItemText primary={t('portal.nav.logout')} />
            </ListItemButton>
          )}
          {!user && (
            <ListItemButton onClick={() => go('/login')}>
              <ListItemText primary={t('portal.nav.login')} />
            </ListItemButton>
          )}
        </List>
        {options.length > 1 && (
          <List component="div" role="group" aria-labelledby={languageId} subheader={<ListSubheader component="div" id={languageId}>{t('portal.nav.language')}</ListSubheader>}>
            {options.map((option) => (
              <ListItemButton key={option} selected={option === locale} lang={option === 'en' ? 'en' : option === 'tc' ? 'zh-Hant' : 'zh-Hans'} onClick={() => { setOpen(false); chooseLanguage(option); }}>
                <ListItemText primary={t(`languageNames.${option}`)} />
              </ListItemButton>
            ))}
          </List>
        )}
      </Drawer>
      <LogoutDialog open={dialog === 'logout'} onCancel={() => setDialog(null)} onConfirm={() => void logoutAndReload()} />
      <DeregisterDialog open={dialog === 'deregister'} onClose={() => setDialog(null)} />
    </Box>
  );
}
