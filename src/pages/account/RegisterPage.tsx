import { Button, Link, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LoginFrame } from '../../themes/LoginFrame';
import { CaptchaInput } from './CaptchaInput';
import { FormMessage } from './FormMessage';
import { RegisterContact } from './RegisterContact';
import type { RegisterMethod } from './registerRules';
import { RegisterSent } from './RegisterSent';
import { useRegistration } from './useRegistration';

/**
 * `/register`: by phone (SMS code, signed in at once) or by e-mail, with the picture captcha. An e-mail registration
 * always ends on "check your e-mail" (the server answers the same whether the address already has an account).
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { method, choose, form, captcha, notice, setNotice, sentTo, busy, submit, sendCode } = useRegistration();

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
          <RegisterContact method={method} form={form} sendCode={sendCode} onNotice={setNotice} />
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
