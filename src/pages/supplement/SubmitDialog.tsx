import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Asks before the one-time submission of the supplementary materials. */
export function SubmitDialog({ open, onConfirm, onCancel }: { open: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="supplement-confirm-title" aria-describedby="supplement-confirm-body">
      <DialogTitle id="supplement-confirm-title">{t('portal.supplement.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="supplement-confirm-body">{t('portal.supplement.confirmBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('portal.supplement.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('portal.supplement.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
