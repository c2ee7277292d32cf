import { Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { accountApi } from '../../api';
import { failureText } from '../../components/failureText';
import { type FormNotice, FormMessage } from './FormMessage';
import { useProjectRef } from './useProjectRef';

/** After an e-mail registration: check your e-mail (the junk folder too), with a resend button. */
export function RegisterSent({ email }: { email: string }) {
  const { t } = useTranslation();
  const project = useProjectRef();
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const resend = async () => {
    try {
      setNotice({ severity: 'success', text: await accountApi.sendActiveEmail({ ...project, email }) });
    } catch (error) {
      setNotice({ severity: 'error', text: failureText(error, t) });
    }
  };
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">{t('portal.account.register.sentTitle')}</Typography>
      <Typography>{t('portal.account.register.sentBody', { email })}</Typography>
      <FormMessage notice={notice} />
      <Button variant="outlined" onClick={() => void resend()}>{t('portal.account.register.resend')}</Button>
      <Link component={RouterLink} to="/login">{t('portal.account.forgot.toLogin')}</Link>
    </Stack>
  );
}
