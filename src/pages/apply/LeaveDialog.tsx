import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Props of {@link LeaveDialog}. */
export interface LeaveDialogProps {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}

/** "Leave this page?" while some changes have not reached the server (loaded only once there are such changes). */
export function LeaveDialog({ open, onStay, onLeave }: LeaveDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="apply-leave-title" aria-describedby="apply-leave-body">
      <DialogTitle id="apply-leave-title">{t('portal.apply.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="apply-leave-body">{t('portal.apply.leave.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          {t('portal.apply.leave.stay')}
        </Button>
        <Button color="warning" onClick={onLeave}>
          {t('portal.apply.leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
