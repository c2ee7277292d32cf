import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Props of {@link CancelSignUpDialog}. */
export interface CancelSignUpDialogProps {
  open: boolean;
  /** Disables the buttons (and closing) while the cancellation runs. */
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before a sign-up is cancelled, "Keep my place" focused first (its own chunk, loaded with MUI's Dialog). */
export function CancelSignUpDialog({ open, busy, onClose, onConfirm }: CancelSignUpDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="activity-cancel-title" aria-describedby="activity-cancel-text" maxWidth="sm">
      <DialogTitle id="activity-cancel-title">{t('portal.activity.cancel.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="activity-cancel-text">{t('portal.activity.cancel.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t('portal.activity.cancel.keep')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color="error">
          {t('portal.activity.cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
