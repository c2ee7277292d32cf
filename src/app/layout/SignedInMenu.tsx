import { Avatar, Button, Chip, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useProjectStore, useSessionStore } from '../../store';
import { logoutAndReload } from '../session';
import { DeregisterDialog } from './DeregisterDialog';
import { LogoutDialog } from './LogoutDialog';
import { canDeregister } from './menuItems';
import { useImageLink } from '../../components/useFileLink';

/** The signed-in user's name and avatar with a dropdown (change password, deregister on ssm, logout); loaded once signed in. */
export default function SignedInMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.userInfo);
  const portrait = useImageLink(user?.head_portrait);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const userType = useProjectStore((state) => state.projectConfig?.user_type);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'logout' | 'deregister' | null>(null);
  const menuId = useId();
  if (!user) return null;
  const temporary = user.is_free === 1;
  const name = temporary ? t('portal.nav.temporaryUser') : user.name || user.email || user.mobile || t('portal.nav.userMenu');
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      {isAdmin && <Chip size="small" color="warning" label={t('portal.nav.adminEdit')} data-admin-flag="" />}
      <Button
        color="inherit"
        aria-haspopup="menu"
        data-user-menu=""
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        startIcon={<Avatar src={portrait} alt="" sx={{ width: 28, height: 28 }} />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ '&:focus-visible': { outline: '2px solid currentColor' } }}
      >
        {name}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {!temporary && <MenuItem onClick={choose(() => void navigate('/edit_pass'))}>{t('portal.nav.changePassword')}</MenuItem>}
        {canDeregister(userType) && <MenuItem onClick={choose(() => setDialog('deregister'))}>{t('portal.deregister.action')}</MenuItem>}
        <MenuItem onClick={choose(() => setDialog('logout'))}>{t('portal.nav.logout')}</MenuItem>
      </Menu>
      <LogoutDialog open={dialog === 'logout'} onCancel={() => setDialog(null)} onConfirm={() => void logoutAndReload()} />
      <DeregisterDialog open={dialog === 'deregister'} onClose={() => setDialog(null)} />
    </>
  );
}
