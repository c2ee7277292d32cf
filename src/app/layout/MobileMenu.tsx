import CloseIcon from '@mui/icons-material/Close';
import { Avatar, Box, Divider, Drawer, IconButton, List, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useImageLink } from '../../components/useFileLink';
import { useProjectStore, useSessionStore } from '../../store';
import { chooseLanguage, logoutAndReload } from '../session';
import { DeregisterDialog } from './DeregisterDialog';
import { useMenuLabel } from './HeaderNav';
import { LogoutDialog } from './LogoutDialog';
import { canDeregister, isActive, type MenuEntry } from './menuItems';
import { MESSAGE_ROUTE } from './UnreadNotice';

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  open: boolean;
  onClose(): void;
  /** Header user info on this route. */
  showUser: boolean;
  /** The signed-in user's menu entries. */
  menu: MenuEntry[];
  unread: number;
}

/** The mobile header's drawer from the right: the user, the menu entries, account actions and languages (loaded on the first open). */
export default function MobileMenu({ open, onClose, showUser, menu, unread }: MobileMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { portal } = useTheme();
  const languageId = useId();
  const [dialog, setDialog] = useState<'logout' | 'deregister' | null>(null);
  const options = useProjectStore((state) => state.languageOptions);
  const locale = useProjectStore((state) => state.locale);
  const userType = useProjectStore((state) => state.projectConfig?.user_type);
  const user = useSessionStore((state) => state.userInfo);
  const portrait = useImageLink(user?.head_portrait);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const signed = showUser && user !== null;
  const label = useMenuLabel();
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  const act = (next: 'logout' | 'deregister') => {
    onClose();
    setDialog(next);
  };
  const top = portal.header.top;
  return (
    <>
      <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 }, 'aria-label': t('portal.nav.mainMenu') } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, bgcolor: top.bg, color: top.fg }}>
          {signed && <Avatar src={portrait} alt="" />}
          <Typography sx={{ flex: 1, fontWeight: 600 }} noWrap>
            {signed ? (user.is_free === 1 ? t('portal.nav.temporaryUser') : user.name || user.email || user.mobile) : ''}
          </Typography>
          <IconButton color="inherit" aria-label={t('portal.nav.closeMenu')} onClick={onClose}>
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
              <ListItemButton key={option} selected={option === locale} lang={option === 'en' ? 'en' : option === 'tc' ? 'zh-Hant' : 'zh-Hans'} onClick={() => { onClose(); chooseLanguage(option); }}>
                <ListItemText primary={t(`languageNames.${option}`)} />
              </ListItemButton>
            ))}
          </List>
        )}
      </Drawer>
      <LogoutDialog open={dialog === 'logout'} onCancel={() => setDialog(null)} onConfirm={() => void logoutAndReload()} />
      <DeregisterDialog open={dialog === 'deregister'} onClose={() => setDialog(null)} />
    </>
  );
}
