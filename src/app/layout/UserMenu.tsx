import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../components/plain/PlainButton';
import { useSessionStore } from '../../store';

// Its own chunk: the portrait's signed link brings file code the login route does not need.
const SignedInMenu = lazy(() => import('./SignedInMenu').then((module) => ({ default: module.SignedInMenu })));

/** The user's menu when signed in, a login link otherwise. */
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
    <PlainButton color="inherit" to="/login">
      {t('portal.nav.login')}
    </PlainButton>
  );
}
