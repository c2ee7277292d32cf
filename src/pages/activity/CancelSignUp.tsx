import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '../../../protocol/content';
import { activitiesApi } from '../../api';
import { failureText } from '../../components/failureText';
import { useParticipant } from './useParticipant';

/** Props of {@link CancelSignUp}. */
export interface CancelSignUpProps {
  activity: ActivityDetail;
  /** Called with the success notice once the sign-up is cancelled. */
  onDone: (notice: string) => void;
}

/** "Cancel sign-up" with a confirmation dialog; the server's refusal (the activity under way, closed) is shown. */
export function CancelSignUp({ activity, onDone }: CancelSignUpProps) {
  const { t } = useTranslation();
  const { scope } = useParticipant();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const confirm = async () => {
    setBusy(true);
    setProblem('');
    try {
      await activitiesApi.cancel(activity.id, scope);
      setOpen(false);
      onDone(t('portal.activity.cancel.done'));
    } catch (error) {
      setOpen(false);
      setProblem(t('portal.activity.cancel.failed', { message: failureText(error, t) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start', alignSelf: 'stretch' }}>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('portal.activity.cancel.button')}
      </Button>
      {problem && (
        <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {problem}
        </Alert>
      )}
      <Dialog open={open} onClose={busy ? undefined : () => setOpen(false)} aria-labelledby="activity-cancel-title" aria-describedby="activity-cancel-text" maxWidth="sm">
        <DialogTitle id="activity-cancel-title">{t('portal.activity.cancel.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="activity-cancel-text">{t('portal.activity.cancel.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy} autoFocus>
            {t('portal.activity.cancel.keep')}
          </Button>
          <Button onClick={() => void confirm()} disabled={busy} variant="contained" color="error">
            {t('portal.activity.cancel.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
