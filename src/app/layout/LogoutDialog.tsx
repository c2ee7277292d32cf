import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link LogoutDialog}. */
export interface LogoutDialogProps {
  open: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** The logout confirmation: "Are you sure you want to exit?". */
export function LogoutDialog({ open, onCancel, onConfirm }: LogoutDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('portal.logout.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('portal.logout.confirm')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('portal.common.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('portal.common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
