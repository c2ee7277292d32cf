import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DeclineDialogProps {
  open: boolean;
  busy: boolean;
  onDecline: (reason: string) => void;
  onClose: () => void;
}

/** Declining the interview invitation: the reason is required before the decline is sent. */
export function DeclineDialog({ open, busy, onDecline, onClose }: DeclineDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  const submit = () => {
    setTried(true);
    if (!missing) onDecline(reason.trim());
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="interview-decline-title" aria-describedby="interview-decline-text" fullWidth maxWidth="sm">
      <DialogTitle id="interview-decline-title">{t('portal.interview.decline.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="interview-decline-text" sx={{ mb: 2 }}>
          {t('portal.interview.decline.text')}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          required
          label={t('portal.interview.decline.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={tried && missing}
          helperText={tried && missing ? t('portal.interview.decline.reasonRequired') : ' '}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'interview-decline-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('portal.interview.decline.cancel')}
        </Button>
        <Button color="warning" variant="contained" onClick={submit} disabled={busy} data-testid="interview-decline-send">
          {t('portal.interview.decline.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
