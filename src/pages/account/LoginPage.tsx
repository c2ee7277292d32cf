import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { RouteLink } from '../../components/route/RouteLink';
import { useProjectStore } from '../../store';
import { LoginFrame } from '../../themes/LoginFrame';
import { CodeLogin } from './CodeLogin';
import classes from './forms.module.css';
import FreeEntry from './FreeEntry';
import { LOGIN_PANEL_ID, LoginTabList } from './LoginTabList';
import { tabOfPath } from './loginTabs';
import { PasswordLogin } from './PasswordLogin';

/**
 * `/login` and its tab routes: password, e-mail code, SMS code and phone (fast) login; password-free entry on the free
 * project. Drawn without MUI (plain elements styled like it): the login route's JavaScript budget.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const free = useProjectStore((state) => state.projectConfig?.free === 1);
  const active = tabOfPath(pathname);
  return (
    <LoginFrame title={t('portal.account.login.title')}>
      <LoginTabList active={active.key} search={search} />
      <div role="tabpanel" id={LOGIN_PANEL_ID}>
        {active.type === 'password' ? <PasswordLogin /> : <CodeLogin key={active.key} type={active.type} />}
      </div>
      <div className={classes.links}>
        <RouteLink to="/register">{t('portal.account.login.register')}</RouteLink>
        <RouteLink to="/password">{t('portal.account.login.forgot')}</RouteLink>
      </div>
      {/* In the login chunk (0.6 KB): loaded on its own it arrived after the card, which then grew and moved. */}
      {free && <FreeEntry />}
    </LoginFrame>
  );
}
