import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { accountApi } from '../../api';
import { clearSessionData, type SessionUser, useProjectStore } from '../../store';
import { failureText } from '../../components/failureText';
import { type FormNotice, FormMessage } from './FormMessage';
import { useProjectRef } from './useProjectRef';

/** Account management: name, e-mail and mobile; deregistration (with confirmation) for the ssm user type only. */
export function AccountCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const project = useProjectRef();
  const ssm = useProjectStore((state) => state.projectConfig?.user_type === 'ssm');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const none = t('portal.account.manage.none');
  const rows: Array<[string, string]> = [
    [t('portal.account.manage.name'), user.is_free === 1 ? t('portal.account.manage.tempUser') : user.name || none],
    [t('portal.account.manage.email'), user.email || none],
    [t('portal.account.manage.mobile'), user.mobile ? `${user.phone_code ?? ''} ${user.mobile}`.trim() : none],
  ];
  const deregister = async () => {
    setBusy(true);
    try {
      await accountApi.deregister({ ...project, user_id: user.user_id });
      clearSessionData();
      void navigate('/login', { replace: true });
    } catch (error) {
      setNotice({ severity: 'error', text: failureText(error, t) });
      setConfirming(false);
      setBusy(false);
    }
  };
  return (
    <Paper component="section" aria-labelledby="account-manage-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="account-manage-title" component="h2" variant="h6" sx={{ mb: 2 }}>{t('portal.account.manage.title')}</Typography>
      <FormMessage notice={notice} />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">{label}</Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>{value}</Typography>
          </Box>
        ))}
      </Box>
      {ssm && (
        <Button color="error" variant="outlined" sx={{ mt: 2 }} onClick={() => setConfirming(true)}>{t('portal.account.manage.deregister')}</Button>
      )}
      <Dialog open={confirming} onClose={() => !busy && setConfirming(false)} aria-labelledby="deregister-title" aria-describedby="deregister-text">
        <DialogTitle id="deregister-title">{t('portal.account.manage.deregisterTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="deregister-text">{t('portal.account.manage.deregisterConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>{t('portal.common.cancel')}</Button>
          <Button color="error" onClick={() => void deregister()} disabled={busy}>
            {busy ? t('portal.account.manage.deregistering') : t('portal.common.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
