import { Box, Link, Stack, Tab, Tabs } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useProjectStore } from '../../store';
import { LoginFrame } from '../../themes/LoginFrame';
import { CodeLogin } from './CodeLogin';
import { LOGIN_TABS, tabHref, tabOfPath } from './loginTabs';
import { PasswordLogin } from './PasswordLogin';

const tabId = (key: string) => `login-tab-${key}`;
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
      <Tabs value={active.key} aria-label={t('portal.account.login.tabs')} variant="fullWidth" sx={{ mb: 3, '& .MuiTab-root': { minWidth: 0, px: 0.5, textTransform: 'none', fontSize: '0.9375rem' } }}>
        {LOGIN_TABS.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            id={tabId(tab.key)}
            aria-controls="login-panel"
            label={t(`portal.account.login.${tab.label}`)}
            component={RouterLink}
            to={tabHref(tab, search)}
            replace
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="login-panel">
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
