import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as accountApi from '../../api/account';
import { isApiFailure } from '../../api/failure';
import { AccountField } from './AccountField';
import { failureText } from '../../components/failureText';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import classes from './forms.module.css';
import { type FormNotice, FormMessage } from './FormMessage';
import { useAccountForm } from './useAccountForm';
import { applyLoginFailure, useLoginSuccess } from './useLoginSuccess';
import { useProjectRef } from './useProjectRef';
import { accountRule, required } from './validation';

const RULES = { account: accountRule, password: required };

/** The password tab: e-mail or mobile and password; an unactivated e-mail account is offered a new activation e-mail. */
export function PasswordLogin() {
  const { t } = useTranslation();
  const project = useProjectRef();
  const succeed = useLoginSuccess();
  const form = useAccountForm({ account: '', password: '' }, RULES);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [inactiveEmail, setInactiveEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    setBusy(true);
    setNotice(null);
    setInactiveEmail('');
    const account = form.values.account.trim();
    try {
      succeed(await accountApi.login({ ...project, type: 'password', account, password: form.values.password }));
    } catch (error) {
      applyLoginFailure(isApiFailure(error) ? error.status : 0);
      setNotice({ severity: 'error', text: failureText(error, t) });
      if (isApiFailure(error) && error.status === 403 && account.includes('@')) setInactiveEmail(account);
      setBusy(false);
    }
  };

  const resend = async () => {
    try {
      setNotice({ severity: 'success', text: await accountApi.sendActiveEmail({ ...project, email: inactiveEmail }) });
      setInactiveEmail('');
    } catch (error) {
      setNotice({ severity: 'error', text: failureText(error, t) });
    }
  };

  const action = inactiveEmail ? (
    <PlainButton color="inherit" size="small" onClick={() => void resend()}>
      {t('portal.account.login.resendActivation')}
    </PlainButton>
  ) : undefined;

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormMessage notice={notice} action={action} />
      <div className={classes.stack}>
        <AccountField {...form.bind('account')} id="login-account" label={t('portal.account.login.account')} autoComplete="username" required />
        <AccountField {...form.bind('password')} id="login-password" label={t('portal.account.field.password')} type="password" autoComplete="current-password" required />
        <PlainButton type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('portal.account.login.submitting') : t('portal.account.login.submit')}
        </PlainButton>
      </div>
    </form>
  );
}
