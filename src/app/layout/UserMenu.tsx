import { Suspense } from 'react';
import { deferredComponent } from '../../../renderers/deferred/deferredComponent';
import { useTranslation } from 'react-i18next';
import { RouteButton } from '../../components/route/RouteButton';
import { useSessionStore } from '../../store';

// Its own chunk: the portrait's signed link brings file code the login route does not need.
const SignedInMenu = deferredComponent('SignedInMenu', () => import('./SignedInMenu').then((module) => module.SignedInMenu));

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
    <RouteButton color="inherit" to="/login">
      {t('portal.nav.login')}
    </RouteButton>
  );
}
