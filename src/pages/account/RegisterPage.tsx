import { Button, Link, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { accountApi } from '../../api';
import { LoginFrame } from '../../themes/LoginFrame';
import { CaptchaInput } from './CaptchaInput';
import { CodeInput } from './CodeInput';
import { failureText } from '../../components/failureText';
import { type FormNotice, FormMessage } from './FormMessage';
import { PhoneInput } from './PhoneInput';
import { EMPTY_REGISTRATION, REGISTER_RULES, type RegisterMethod, type RegisterValues } from './registerRules';
import { RegisterSent } from './RegisterSent';
import { useAccountForm } from './useAccountForm';
import { useCaptcha } from './useCaptcha';
import { useLoginSuccess } from './useLoginSuccess';
import { useProjectRef } from './useProjectRef';
import { phoneDigits } from './validation';

/**
 * `/register`: by phone (SMS code, signed in at once) or by e-mail, with the picture captcha. An e-mail registration
 * always ends on "check your e-mail" (the server answers the same whether the address already has an account).
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const project = useProjectRef();
  const succeed = useLoginSuccess();
  const [method, setMethod] = useState<RegisterMethod>('phone');
  const form = useAccountForm<RegisterValues>(EMPTY_REGISTRATION, REGISTER_RULES[method]);
  const captcha = useCaptcha();
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [sentTo, setSentTo] = useState('');
  const [busy, setBusy] = useState(false);
  const { values } = form;
  const phone = { mobile: phoneDigits(values.mobile.trim()), phone_code: values.phone_code };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return setNotice({ severity: 'error', text: t('portal.account.check.summary') });
    setBusy(true);
    setNotice(null);
    const contact = method === 'phone' ? { ...phone, code: values.code.trim() } : { email: values.email.trim() };
    try {
      const data = await accountApi.register({
        ...project,
        ...contact,
        name: values.name.trim(),
        city: values.city.trim() || undefined,
        password: values.password,
        confirm_password: values.confirm_password,
        key: captcha.captcha?.key,
        captcha: values.captcha.trim(),
      });
      if (accountApi.isSession(data)) return succeed(data);
      setSentTo(data.email);
    } catch (error) {
      // The captcha is used up (a new picture comes); a refusal that names a field (a common password, a wrong code)
      // shows beside it, and everything else typed stays.
      form.setValue('captcha', '');
      captcha.refresh();
      setNotice({ severity: 'error', text: form.showRefusal(error) ? t('portal.account.check.summary') : failureText(error, t) });
    }
    setBusy(false);
  };

  const choose = (next: RegisterMethod | null) => {
    if (!next) return;
    setMethod(next);
    setNotice(null);
    form.resetTouched();
  };

  if (sentTo) {
    return (
      <LoginFrame title={t('portal.account.register.title')}>
        <RegisterSent email={sentTo} />
      </LoginFrame>
    );
  }
  return (
    <LoginFrame title={t('portal.account.register.title')}>
      <ToggleButtonGroup exclusive fullWidth value={method} onChange={(_event, next: RegisterMethod | null) => choose(next)} aria-label={t('portal.account.register.method')} sx={{ mb: 2, '& .MuiToggleButton-root': { textTransform: 'none' } }}>
        <ToggleButton value="phone">{t('portal.account.register.byPhone')}</ToggleButton>
        <ToggleButton value="email">{t('portal.account.register.byEmail')}</ToggleButton>
      </ToggleButtonGroup>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FormMessage notice={notice} />
        <Stack spacing={2}>
          <TextField {...form.bind('name')} id="register-name" label={t('portal.account.field.name')} autoComplete="name" required />
          <TextField {...form.bind('city')} id="register-city" label={t('portal.account.field.city')} autoComplete="address-level2" />
          {method === 'phone' ? (
            <>
              <PhoneInput code={form.bind('phone_code')} mobile={form.bind('mobile')} idPrefix="register" />
              <CodeInput
                field={form.bind('code')}
                id="register-code"
                canSend={() => {
                  form.bind('mobile').onBlur();
                  return !form.errors.mobile;
                }}
                send={() => accountApi.sendSms({ ...project, ...phone, purpose: 'register' })}
                onResult={({ ok, message }) => setNotice({ severity: ok ? 'success' : 'error', text: message })}
              />
            </>
          ) : (
            <TextField {...form.bind('email')} id="register-email" label={t('portal.account.field.email')} type="email" autoComplete="email" required />
          )}
          <CaptchaInput field={form.bind('captcha')} captcha={captcha.captcha} error={captcha.error} refresh={captcha.refresh} />
          <TextField {...form.bind('password', t('portal.account.field.passwordHint'))} id="register-password" label={t('portal.account.field.password')} type="password" autoComplete="new-password" required />
          <TextField {...form.bind('confirm_password')} id="register-confirm" label={t('portal.account.field.confirmPassword')} type="password" autoComplete="new-password" required />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? t('portal.account.register.submitting') : t('portal.account.register.submit')}
          </Button>
          <Link component={RouterLink} to="/login">{t('portal.account.register.haveAccount')}</Link>
        </Stack>
      </form>
    </LoginFrame>
  );
}
