import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as accountApi from '../../api/account';
import { isApiFailure } from '../../api/failure';
import { AccountField } from './AccountField';
import { CodeInput } from './CodeInput';
import { failureText } from '../../components/failureText';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import classes from './forms.module.css';
import { type FormNotice, FormMessage } from './FormMessage';
import type { LoginTab } from './loginTabs';
import { PhoneInput } from './PhoneInput';
import { useAccountForm } from './useAccountForm';
import { applyLoginFailure, useLoginSuccess } from './useLoginSuccess';
import { useProjectRef } from './useProjectRef';
import { MAINLAND_CODE, codeRule, emailRule, mobileRule, phoneDigits, type Rule } from './validation';

type Values = { email: string; phone_code: string; mobile: string; code: string };
const EMAIL_RULES: Partial<Record<keyof Values, Rule<Values>>> = { email: emailRule, code: codeRule };
const PHONE_RULES: Partial<Record<keyof Values, Rule<Values>>> = { mobile: (value, values) => mobileRule(value, values.phone_code), code: codeRule };

/** The e-mail code, SMS code and fast (phone) tabs: address, "Get code" (purpose login), then the code. */
export function CodeLogin({ type }: { type: Exclude<LoginTab['type'], 'password'> }) {
  const { t } = useTranslation();
  const project = useProjectRef();
  const succeed = useLoginSuccess();
  const byEmail = type === 'email_code';
  const form = useAccountForm<Values>({ email: '', phone_code: MAINLAND_CODE, mobile: '', code: '' }, byEmail ? EMAIL_RULES : PHONE_RULES);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const { values } = form;
  const address = byEmail ? { email: values.email.trim() } : { mobile: phoneDigits(values.mobile.trim()), phone_code: values.phone_code };

  const canSend = () => {
    const field = byEmail ? 'email' : 'mobile';
    form.bind(field).onBlur();
    return !form.errors[field];
  };
  const send = () => (byEmail ? accountApi.sendMailCode({ ...project, ...address, purpose: 'login' }) : accountApi.sendSms({ ...project, ...address, purpose: 'login' }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    setBusy(true);
    setNotice(null);
    try {
      succeed(await accountApi.login({ ...project, ...address, type, code: values.code.trim() }));
    } catch (error) {
      applyLoginFailure(isApiFailure(error) ? error.status : 0);
      setNotice({ severity: 'error', text: failureText(error, t) });
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormMessage notice={notice} />
      <div className={classes.stack}>
        {type === 'fast' && <p className={classes.hint}>{t('portal.account.login.fastHint')}</p>}
        {byEmail ? (
          <AccountField {...form.bind('email')} id={`login-${type}-email`} label={t('portal.account.field.email')} type="email" autoComplete="email" required />
        ) : (
          <PhoneInput code={form.bind('phone_code')} mobile={form.bind('mobile')} idPrefix={`login-${type}`} />
        )}
        <CodeInput
          field={form.bind('code')}
          id={`login-${type}-code`}
          canSend={canSend}
          send={send}
          onResult={({ ok, message }) => setNotice({ severity: ok ? 'success' : 'error', text: message })}
        />
        <PlainButton type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('portal.account.login.submitting') : t('portal.account.login.submit')}
        </PlainButton>
      </div>
    </form>
  );
}
