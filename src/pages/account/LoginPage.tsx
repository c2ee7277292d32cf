import { Box, Link, Stack } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useProjectStore } from '../../store';
import { LoginFrame } from '../../themes/LoginFrame';
import { CodeLogin } from './CodeLogin';
import { LOGIN_PANEL_ID, LoginTabList } from './LoginTabList';
import { tabOfPath } from './loginTabs';
import { PasswordLogin } from './PasswordLogin';

/** Only the free project shows it: kept out of the login chunk. */
const FreeEntry = lazy(() => import('./FreeEntry'));

/** `/login` and its tab routes: password, e-mail code, SMS code and phone (fast) login; password-free entry on the free project. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const free = useProjectStore((state) => state.projectConfig?.free === 1);
  const active = tabOfPath(pathname);
  return (
    <LoginFrame title={t('portal.account.login.title')}>
      <LoginTabList active={active.key} search={search} />
      <Box role="tabpanel" id={LOGIN_PANEL_ID}>
        {active.type === 'password' ? <PasswordLogin /> : <CodeLogin key={active.key} type={active.type} />}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2 }}>
        <Link component={RouterLink} to="/register">{t('portal.account.login.register')}</Link>
        <Link component={RouterLink} to="/password">{t('portal.account.login.forgot')}</Link>
      </Stack>
      {free && (
        <Suspense fallback={null}>
          <FreeEntry />
        </Suspense>
      )}
    </LoginFrame>
  );
}
