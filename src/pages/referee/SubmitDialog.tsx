import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Asks before the letter becomes final. */
export function SubmitDialog({ open, onClose, onConfirm }: { open: boolean; onClose(): void; onConfirm(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="letter-submit-title" aria-describedby="letter-submit-body">
      <DialogTitle id="letter-submit-title">{t('portal.referee.submitTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="letter-submit-body">{t('portal.referee.submitBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portal.referee.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('portal.referee.confirmSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
