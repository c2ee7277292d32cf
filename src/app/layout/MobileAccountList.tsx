import { List, ListItemButton, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../store';

/** Props of {@link MobileAccountList}. */
export interface MobileAccountListProps {
  /** The signed-in user when the route shows one, else null. */
  user: SessionUser | null;
  /** No one is signed in (the login entry shows). */
  signedOut: boolean;
  deregistrable: boolean;
  go(to: string): void;
  act(dialog: 'logout' | 'deregister'): void;
}

/** The mobile menu's account entries: change password, deregister and log out, or log in. */
export function MobileAccountList({ user, signedOut, deregistrable, go, act }: MobileAccountListProps) {
  const { t } = useTranslation();
  return (
    <List component="div" role="group" aria-label={t('portal.nav.userMenu')}>
      {user && user.is_free !== 1 && (
        <ListItemButton onClick={() => go('/edit_pass')}>
          <ListItemText primary={t('portal.nav.changePassword')} />
        </ListItemButton>
      )}
      {user && deregistrable && (
        <ListItemButton onClick={() => act('deregister')}>
          <ListItemText primary={t('portal.deregister.action')} />
        </ListItemButton>
      )}
      {user && (
        <ListItemButton onClick={() => act('logout')}>
          <ListItemText primary={t('portal.nav.logout')} />
        </ListItemButton>
      )}
      {signedOut && (
        <ListItemButton onClick={() => go('/login')}>
          <ListItemText primary={t('portal.nav.login')} />
        </ListItemButton>
      )}
    </List>
  );
}
