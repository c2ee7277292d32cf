import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Drawer, IconButton, List, ListItemButton, ListItemText, ListSubheader, Toolbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useProjectStore, useSessionStore } from '../../store';
import { chooseLanguage, logoutAndReload } from '../session';
import type { HeaderProps } from './Header';
import { LogoutDialog } from './LogoutDialog';
import { ProjectBrand } from './ProjectBrand';

/** The mobile header (768 px or less): logo and title, and a menu sliding in from the right. */
export default function MobileHeader({ showUser }: HeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const options = useProjectStore((state) => state.languageOptions);
  const locale = useProjectStore((state) => state.locale);
  const user = useSessionStore((state) => state.userInfo);
  const go = (to: string) => {
    setOpen(false);
    void navigate(to);
  };
  return (
    <AppBar position="static" color="inherit" elevation={1} component="header">
      <Toolbar sx={{ gap: 1 }}>
        <ProjectBrand />
        <Box sx={{ flex: 1 }} />
        <IconButton edge="end" aria-label={t('portal.nav.openMenu')} aria-expanded={open} onClick={() => setOpen(true)}>
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: 260 }, 'aria-label': t('portal.nav.mainMenu') } }}>
        <List component="nav" aria-label={t('portal.nav.mainMenu')}>
          <ListItemButton onClick={() => go('/')}>
            <ListItemText primary={t('portal.nav.home')} />
          </ListItemButton>
          {showUser && user && user.is_free !== 1 && (
            <ListItemButton onClick={() => go('/edit_pass')}>
              <ListItemText primary={t('portal.nav.changePassword')} />
            </ListItemButton>
          )}
          {showUser && user && (
            <ListItemButton onClick={() => { setOpen(false); setConfirming(true); }}>
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
          <List subheader={<ListSubheader component="div">{t('portal.nav.language')}</ListSubheader>}>
            {options.map((option) => (
              <ListItemButton key={option} selected={option === locale} onClick={() => { setOpen(false); chooseLanguage(option); }}>
                <ListItemText primary={t(`languageNames.${option}`)} />
              </ListItemButton>
            ))}
          </List>
        )}
      </Drawer>
      <LogoutDialog open={confirming} onCancel={() => setConfirming(false)} onConfirm={() => void logoutAndReload()} />
    </AppBar>
  );
}
