import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../components/plain/PlainButton';
import { useSessionStore } from '../../store';
import { lazyWithMuiTheme } from '../../themes/lazyWithMuiTheme';

const SignedInMenu = lazyWithMuiTheme(() => import('./SignedInMenu').then((module) => module.default));

/** The user's menu when signed in (loaded on demand, with MUI), a login link otherwise. */
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
