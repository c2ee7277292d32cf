import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** Disables the buttons while the action runs. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** An accessible confirmation dialog: title and description tied to the dialog, Cancel focused first. */
export function ConfirmDialog({ open, title, text, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t('portal.submit.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color="error">
          {t('portal.submit.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
