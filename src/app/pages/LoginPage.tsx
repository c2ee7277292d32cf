import { Alert, Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { accountApi, isApiFailure } from '../../api';
import { applyLoginResult, useProjectStore } from '../../store';
import { safeRedirect } from '../domain';

/** `/login` (and the other login routes for now): password login; success stores the session and returns to `redirect`. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const projectId = useProjectStore((state) => state.baseParams?.project_id);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account.trim() || !password) return setError(t('portal.login.required'));
    setBusy(true);
    setError('');
    try {
      const data = await accountApi.login({ type: 'password', account: account.trim(), password, project_id: projectId });
      applyLoginResult({ status: 200, data });
      void navigate(safeRedirect(search.get('redirect')), { replace: true });
    } catch (failure) {
      applyLoginResult({ status: isApiFailure(failure) ? failure.status : 0 });
      setError(isApiFailure(failure) ? failure.message : t('portal.errors.network'));
      setBusy(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby="login-title" sx={{ maxWidth: 420, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography id="login-title" component="h1" variant="h5" gutterBottom>
        {t('portal.login.title')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label={t('portal.login.account')} name="account" autoComplete="username" required value={account} onChange={(event) => setAccount(event.target.value)} />
          <TextField label={t('portal.login.password')} name="password" type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? t('portal.login.submitting') : t('portal.login.submit')}
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Link component={RouterLink} to="/register">{t('portal.login.register')}</Link>
            <Link component={RouterLink} to="/password">{t('portal.login.forgot')}</Link>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}
