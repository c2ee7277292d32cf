import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LoginFrame } from '../../themes/LoginFrame';
import { activateOnce } from './activation';
import { failureText } from '../../components/failureText';

type Outcome = { state: 'working' } | { state: 'done'; message: string } | { state: 'failed'; message: string };

/** `/email?token=…`: activates an e-mail account; a reused link shows the server's expired-link message. */
export default function EmailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  useEffect(() => {
    if (!token) return;
    let live = true;
    activateOnce(token).then(
      (message) => live && setOutcome({ state: 'done', message }),
      (error: unknown) => live && setOutcome({ state: 'failed', message: failureText(error, t) }),
    );
    return () => {
      live = false;
    };
  }, [token, t]);
  const shown: Outcome = token ? outcome : { state: 'failed', message: t('portal.account.activation.missing') };
  return (
    <LoginFrame title={t('portal.account.activation.title')}>
      <Stack spacing={2} aria-live="polite">
        {shown.state === 'working' ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{t('portal.account.activation.working')}</Typography>
          </Stack>
        ) : (
          <Alert severity={shown.state === 'done' ? 'success' : 'error'}>{shown.message}</Alert>
        )}
        {shown.state !== 'working' && (
          <Button component={RouterLink} to="/login" variant="contained">{t('portal.account.activation.toLogin')}</Button>
        )}
      </Stack>
    </LoginFrame>
  );
}
