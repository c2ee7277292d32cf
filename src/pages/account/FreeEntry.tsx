import { Button, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi, isApiFailure } from '../../api';
import { failureText } from '../../components/failureText';
import { type FormNotice, FormMessage } from './FormMessage';
import { applyLoginFailure, useLoginSuccess } from './useLoginSuccess';
import { useProjectRef } from './useProjectRef';

/** Password-free entry of the free project: a temporary user (login type free). */
export default function FreeEntry() {
  const { t } = useTranslation();
  const project = useProjectRef();
  const succeed = useLoginSuccess();
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const enter = async () => {
    setBusy(true);
    setNotice(null);
    try {
      succeed(await accountApi.login({ ...project, type: 'free' }));
    } catch (error) {
      applyLoginFailure(isApiFailure(error) ? error.status : 0);
      setNotice({ severity: 'error', text: failureText(error, t) });
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      <Divider />
      <FormMessage notice={notice} />
      <Button variant="outlined" size="large" onClick={() => void enter()} disabled={busy}>
        {t('portal.account.login.free')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('portal.account.login.freeHint')}
      </Typography>
    </Stack>
  );
}
