import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefereeLoginData } from '../../../protocol/recommend';
import { accountApi, publicApi, recommendApi } from '../../api';
import { useSessionStore } from '../../store';
import type { RefereeSession } from '../../store/session';
import { CodeButton } from '../account/CodeButton';
import { failureText } from '../../components/failureText';

/** Props of {@link EmailCheck}. */
export interface EmailCheckProps {
  /** The invitation token of the link. */
  token: string;
  info: RefereeLoginData['info'];
  /** The confirmed referee session. */
  onConfirmed(session: RefereeSession): void;
}

/** The e-mail check a referee login asks for: a code sent to the invited address, checked, then the session opened. */
export function EmailCheck({ token, info, onConfirmed }: EmailCheckProps) {
  const { t } = useTranslation();
  const domain = useSessionStore((state) => state.shortName);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const target = { email: info.email, purpose: 'login' as const, domain };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setMessage({ ok: false, text: t('portal.referee.codeRequired') });
      return;
    }
    setBusy(true);
    try {
      await publicApi.verificationCode({ ...target, code: code.trim() });
      const data = await recommendApi.refereeLogin({ token, email: info.email, code: code.trim() });
      if (data.token === null) throw new Error('the referee login answered without a session');
      onConfirmed({ ...data.info, token: data.token });
    } catch (error) {
      setMessage({ ok: false, text: failureText(error, t) });
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('portal.referee.emailTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('portal.referee.emailIntro', { email: info.email })}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', maxWidth: 480 }}>
        <TextField
          id="referee-code"
          label={t('portal.referee.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16 } }}
        />
        <CodeButton send={() => accountApi.sendMailCode(target)} onResult={({ ok, message: text }) => setMessage({ ok, text })} />
      </Stack>
      <Box aria-live="polite" sx={{ my: 2 }}>
        {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      </Box>
      <Button type="submit" variant="contained" disabled={busy}>
        {t('portal.referee.open')}
      </Button>
    </Box>
  );
}
