import { Divider, Drawer, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useImageLink } from '../../components/useFileLink';
import { useProjectStore, useSessionStore } from '../../store';
import { logoutAndReload } from '../session';
import { DeregisterDialog } from './DeregisterDialog';
import { useMenuLabel } from './HeaderNav';
import { LogoutDialog } from './LogoutDialog';
import { MobileAccountList } from './MobileAccountList';
import { MobileLanguageList } from './MobileLanguageList';
import { MobileMenuHead } from './MobileMenuHead';
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
  const [dialog, setDialog] = useState<'logout' | 'deregister' | null>(null);
  const userType = useProjectStore((state) => state.projectConfig?.user_type);
  const user = useSessionStore((state) => state.userInfo);
  const portrait = useImageLink(user?.head_portrait);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const signedUser = showUser ? user : null;
  const label = useMenuLabel();
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  const act = (next: 'logout' | 'deregister') => {
    onClose();
    setDialog(next);
  };
  return (
    <>
      <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 }, 'aria-label': t('portal.nav.mainMenu') } }}>
        <MobileMenuHead user={signedUser} portrait={portrait} onClose={onClose} />
        {signedUser && isAdmin && <Typography sx={{ px: 2, pt: 1, fontWeight: 700 }}>{t('portal.nav.adminEdit')}</Typography>}
        <List component="nav" aria-label={t('portal.nav.mainMenu')}>
          {!signedUser && (
            <ListItemButton onClick={() => go('/')}>
              <ListItemText primary={t('portal.nav.home')} />
            </ListItemButton>
          )}
          {menu.map((entry) => (
            <ListItemButton key={entry.index} selected={isActive(entry, pathname)} aria-current={isActive(entry, pathname) ? 'page' : undefined} onClick={() => go(entry.to)}>
              <ListItemText primary={label(entry)} />
            </ListItemButton>
          ))}
          {signedUser && unread > 0 && (
            <ListItemButton onClick={() => go(MESSAGE_ROUTE)}>
              <ListItemText primary={t('portal.header.unreadWarning', { count: unread })} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
            </ListItemButton>
          )}
        </List>
        <Divider />
        <MobileAccountList user={signedUser} signedOut={!user} deregistrable={canDeregister(userType)} go={go} act={act} />
        <MobileLanguageList onClose={onClose} />
      </Drawer>
      <LogoutDialog open={dialog === 'logout'} onCancel={() => setDialog(null)} onConfirm={() => void logoutAndReload()} />
      <DeregisterDialog open={dialog === 'deregister'} onClose={() => setDialog(null)} />
    </>
  );
}
