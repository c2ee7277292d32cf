import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useProjectStore } from '../../store';
import { logoutAndReload } from '../session';
import { DeregisterDialog } from './DeregisterDialog';
import { LogoutDialog } from './LogoutDialog';
import { canDeregister } from './menuItems';

/** Props of {@link SignedInMenuPopup}. */
export interface SignedInMenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  /** A temporary (free-entry) user has no password to change. */
  temporary: boolean;
  onClose(): void;
}

/** The user menu's dropdown and the dialogs it opens (MUI; its own chunk, loaded when the pointer or focus reaches the button). */
export default function SignedInMenuPopup({ id, anchor, temporary, onClose }: SignedInMenuPopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userType = useProjectStore((state) => state.projectConfig?.user_type);
  const [dialog, setDialog] = useState<'logout' | 'deregister' | null>(null);
  const choose = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
        {!temporary && <MenuItem onClick={choose(() => void navigate('/edit_pass'))}>{t('portal.nav.changePassword')}</MenuItem>}
        {canDeregister(userType) && <MenuItem onClick={choose(() => setDialog('deregister'))}>{t('portal.deregister.action')}</MenuItem>}
        <MenuItem onClick={choose(() => setDialog('logout'))}>{t('portal.nav.logout')}</MenuItem>
      </Menu>
      <LogoutDialog open={dialog === 'logout'} onCancel={() => setDialog(null)} onConfirm={() => void logoutAndReload()} />
      <DeregisterDialog open={dialog === 'deregister'} onClose={() => setDialog(null)} />
    </>
  );
}
