import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';

/** Props of {@link ConfirmationDialog}. */
export interface ConfirmationDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The button that backs out (focused first). */
  cancelLabel: string;
  /** The button that goes ahead with the action. */
  confirmLabel: string;
  /** Disables the buttons (and closing) while the action runs. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before an action that cannot be taken back: title and text tied to the dialog, the way back focused first and
 * the action in the error colour.
 */
export function ConfirmationDialog({ open, title, text, cancelLabel, confirmLabel, busy, onConfirm, onClose }: ConfirmationDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color="error">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
