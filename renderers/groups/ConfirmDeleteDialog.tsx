import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useT } from '../core/context';

export interface ConfirmDeleteDialogProps {
  /** 1-based number of the row to delete; the dialog is open while set. */
  rowNumber: number | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks "Are you sure you want to delete the data?" before a row is removed; Cancel has the initial focus. */
export function ConfirmDeleteDialog({ rowNumber, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const t = useT();
  const id = useId();
  const [shown, setShown] = useState(rowNumber);
  if (rowNumber !== null && rowNumber !== shown) setShown(rowNumber);
  return (
    <Dialog
      open={rowNumber !== null}
      onClose={onCancel}
      disableRestoreFocus
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{t('group.deleteEntry', { n: rowNumber ?? shown ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{t('group.confirmDelete')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('group.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          {t('group.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
