import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { accountApi } from '../../api';
import { LoginFrame } from '../../themes/LoginFrame';
import { failureText } from '../../components/failureText';
import { type FormNotice, FormMessage } from './FormMessage';
import { ResetForm } from './ResetForm';
import { useAccountForm } from './useAccountForm';
import { useProjectRef } from './useProjectRef';
import { accountRule, contactOf } from './validation';

const RULES = { account: accountRule };

/** `/password` and `/pass`: account → code by e-mail or SMS → code and new password → done. */
export default function PasswordPage() {
  const { t } = useTranslation();
  const project = useProjectRef();
  const form = useAccountForm({ account: '' }, RULES);
  const [step, setStep] = useState<'ask' | 'reset' | 'done'>('ask');
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const contact = contactOf(form.values.account);

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    setBusy(true);
    try {
      setNotice({ severity: 'success', text: await accountApi.retrieverPassword({ ...project, ...contact }) });
      setStep('reset');
    } catch (error) {
      setNotice({ severity: 'error', text: failureText(error, t) });
    }
    setBusy(false);
  };

  return (
    <LoginFrame title={t('portal.account.forgot.title')}>
      {step === 'done' ? (
        <Stack spacing={2}>
          <Alert severity="success">{t('portal.account.forgot.done')}</Alert>
          <Button component={RouterLink} to="/login" variant="contained">{t('portal.account.forgot.toLogin')}</Button>
        </Stack>
      ) : step === 'reset' ? (
        <ResetForm
          contact={contact}
          target={form.values.account.trim()}
          notice={notice}
          onDone={() => setStep('done')}
          onRestart={() => {
            setNotice(null);
            setStep('ask');
          }}
        />
      ) : (
        <form noValidate onSubmit={(event) => void ask(event)}>
          <FormMessage notice={notice} />
          <Stack spacing={2}>
            <Typography>{t('portal.account.forgot.intro')}</Typography>
            <TextField {...form.bind('account')} id="forgot-account" label={t('portal.account.login.account')} autoComplete="username" required />
            <Button type="submit" variant="contained" size="large" disabled={busy}>{t('portal.account.forgot.send')}</Button>
            <Link component={RouterLink} to="/login">{t('portal.account.forgot.toLogin')}</Link>
          </Stack>
        </form>
      )}
    </LoginFrame>
  );
}
