import { Alert, Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../store';
import { userContactText } from './contacts';
import { useParticipant } from './useParticipant';
import { useSignIn } from './useSignIn';

/** The sign-in box: the phone or e-mail used to sign up (the account's, read-only, when signed in) and "Sign in"; `onSignedIn` reads the activity's state again. */
export function SignInForm({ activityId, onSignedIn }: { activityId: number; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.userInfo);
  const { signedIn, contact } = useParticipant();
  const [typed, setTyped] = useState(() => (signedIn ? userContactText(user) : (contact?.mobile ?? contact?.email ?? '')));
  const { submit, busy, contactError, problem, done } = useSignIn(activityId, onSignedIn);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(typed);
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
      <TextField
        id="activity-signin-contact"
        label={t('portal.activity.signIn.contact')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        required={!signedIn}
        error={Boolean(contactError)}
        helperText={contactError || (signedIn ? t('portal.activity.signIn.accountContact') : undefined)}
        slotProps={{ input: { readOnly: signedIn } }}
        sx={{ maxWidth: 420 }}
      />
      <div role="status">{done && <Alert severity="success">{done}</Alert>}</div>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? t('portal.activity.signIn.sending') : t('portal.activity.signIn.submit')}
      </Button>
    </Stack>
  );
}
