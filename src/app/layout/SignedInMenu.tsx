import { Avatar, Button, Chip, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../store';
import { logoutAndReload } from '../session';
import { LogoutDialog } from './LogoutDialog';

/** The signed-in user's name and avatar with a dropdown (change password, logout); loaded only once signed in. */
export default function SignedInMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.userInfo);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  if (!user) return null;
  const name = user.is_free === 1 ? t('portal.nav.temporaryUser') : user.name;
  return (
    <>
      {isAdmin && <Chip size="small" color="warning" label={t('portal.nav.adminEdit')} />}
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        startIcon={<Avatar src={user.head_portrait ?? undefined} alt="" sx={{ width: 28, height: 28 }} />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {name}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {user.is_free !== 1 && <MenuItem onClick={() => { setAnchor(null); void navigate('/edit_pass'); }}>{t('portal.nav.changePassword')}</MenuItem>}
        <MenuItem onClick={() => { setAnchor(null); setConfirming(true); }}>{t('portal.nav.logout')}</MenuItem>
      </Menu>
      <LogoutDialog open={confirming} onCancel={() => setConfirming(false)} onConfirm={() => void logoutAndReload()} />
    </>
  );
}
