import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api';
import { useSessionStore } from '../../store';
import { AccountCard } from './AccountCard';
import { failureText } from '../../components/failureText';
import { type FormNotice, FormMessage } from './FormMessage';
import { useAccountForm } from './useAccountForm';
import { confirmRule, passwordRule, required, type Rule } from './validation';

type Values = { old_password: string; password: string; confirm_password: string };
const RULES: Partial<Record<keyof Values, Rule<Values>>> = {
  old_password: required,
  password: passwordRule,
  confirm_password: (value, values) => confirmRule(value, values.password),
};
const EMPTY: Values = { old_password: '', password: '', confirm_password: '' };

/** `/edit_pass` and `/editPassword` (signed in): change the password, and the account management card. */
export default function EditPasswordPage() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.userInfo);
  const form = useAccountForm<Values>(EMPTY, RULES);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const temporary = user?.is_free === 1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    setBusy(true);
    try {
      setNotice({ severity: 'success', text: await accountApi.amend(form.values) });
      for (const key of Object.keys(EMPTY) as Array<keyof Values>) form.setValue(key, '');
      form.resetTouched();
    } catch (error) {
      setNotice({ severity: 'error', text: form.showRefusal(error) ? t('portal.account.check.summary') : failureText(error, t) });
    }
    setBusy(false);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Paper component="section" aria-labelledby="edit-pass-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="edit-pass-title" component="h1" variant="h5" sx={{ mb: 2 }}>{t('portal.account.edit.title')}</Typography>
        {temporary ? (
          <Alert severity="info">{t('portal.account.edit.tempUser')}</Alert>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)}>
            <FormMessage notice={notice} />
            <Stack spacing={2}>
              <TextField {...form.bind('old_password')} id="edit-old" label={t('portal.account.edit.old')} type="password" autoComplete="current-password" required />
              <TextField {...form.bind('password', t('portal.account.field.passwordHint'))} id="edit-new" label={t('portal.account.edit.new')} type="password" autoComplete="new-password" required />
              <TextField {...form.bind('confirm_password')} id="edit-confirm" label={t('portal.account.edit.confirm')} type="password" autoComplete="new-password" required />
              <Button type="submit" variant="contained" size="large" disabled={busy}>{t('portal.account.edit.submit')}</Button>
            </Stack>
          </form>
        )}
      </Paper>
      {user && <AccountCard user={user} />}
    </Stack>
  );
}
