import { Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api';
import { failureText } from '../../components/failureText';
import { type FormNotice, FormMessage } from './FormMessage';
import { useAccountForm } from './useAccountForm';
import { useProjectRef } from './useProjectRef';
import { codeRule, confirmRule, passwordRule, type Rule } from './validation';

type Values = { code: string; password: string; confirm_password: string };
const RULES: Partial<Record<keyof Values, Rule<Values>>> = {
  code: codeRule,
  password: passwordRule,
  confirm_password: (value, values) => confirmRule(value, values.password),
};

/** Props of {@link ResetForm}. */
export interface ResetFormProps {
  /** Where the code was sent (`email` or `mobile`). */
  contact: { email: string } | { mobile: string };
  /** The address as typed, for the text. */
  target: string;
  /** The send step's outcome, shown until this form's own. */
  notice: FormNotice | null;
  onDone(): void;
  onRestart(): void;
}

/** The second step of a reset: the code received, the new password and its confirmation (account.resetPwd). */
export function ResetForm({ contact, target, notice: initial, onDone, onRestart }: ResetFormProps) {
  const { t } = useTranslation();
  const project = useProjectRef();
  const form = useAccountForm<Values>({ code: '', password: '', confirm_password: '' }, RULES);
  const [notice, setNotice] = useState<FormNotice | null>(initial);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    setBusy(true);
    try {
      await accountApi.resetPwd({ ...project, ...contact, code: form.values.code.trim(), password: form.values.password, confirm_password: form.values.confirm_password });
      onDone();
    } catch (error) {
      setNotice({ severity: 'error', text: form.showRefusal(error) ? t('portal.account.check.summary') : failureText(error, t) });
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormMessage notice={notice} />
      <Stack spacing={2}>
        <Typography>{t('portal.account.forgot.sentTo', { target })}</Typography>
        <TextField {...form.bind('code')} id="reset-code" label={t('portal.account.field.code')} autoComplete="one-time-code" required slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16 } }} />
        <TextField {...form.bind('password', t('portal.account.field.passwordHint'))} id="reset-password" label={t('portal.account.forgot.newPassword')} type="password" autoComplete="new-password" required />
        <TextField {...form.bind('confirm_password')} id="reset-confirm" label={t('portal.account.field.confirmPassword')} type="password" autoComplete="new-password" required />
        <Button type="submit" variant="contained" size="large" disabled={busy}>{t('portal.account.forgot.submit')}</Button>
        <Button variant="text" onClick={onRestart}>{t('portal.account.forgot.otherAccount')}</Button>
      </Stack>
    </form>
  );
}
