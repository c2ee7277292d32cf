import { Button } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSessionStore } from '../../store';

const SignedInMenu = lazy(() => import('./SignedInMenu'));

/** The user's menu when signed in (loaded on demand), a login link otherwise. */
export function UserMenu() {
  const { t } = useTranslation();
  const signedIn = useSessionStore((state) => state.userInfo !== null);
  if (signedIn) {
    return (
      <Suspense fallback={null}>
        <SignedInMenu />
      </Suspense>
    );
  }
  return (
    <Button color="inherit" component={RouterLink} to="/login">
      {t('portal.nav.login')}
    </Button>
  );
}
