import { Box, Button, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DeregisterDialog } from '../../app/layout/DeregisterDialog';
import { type SessionUser, useProjectStore } from '../../store';

/** Account management: name, e-mail and mobile; deregistration (confirmed with the password or a code) on ssm only. */
export function AccountCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ssm = useProjectStore((state) => state.projectConfig?.user_type === 'ssm');
  const [confirming, setConfirming] = useState(false);
  const none = t('portal.account.manage.none');
  const rows: Array<[string, string]> = [
    [t('portal.account.manage.name'), user.is_free === 1 ? t('portal.account.manage.tempUser') : user.name || none],
    [t('portal.account.manage.email'), user.email || none],
    [t('portal.account.manage.mobile'), user.mobile ? `${user.phone_code ?? ''} ${user.mobile}`.trim() : none],
  ];
  return (
    <Paper component="section" aria-labelledby="account-manage-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="account-manage-title" component="h2" variant="h6" sx={{ mb: 2 }}>{t('portal.account.manage.title')}</Typography>
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
      <DeregisterDialog open={confirming} onClose={() => setConfirming(false)} onDone={() => void navigate('/login', { replace: true })} />
    </Paper>
  );
}
