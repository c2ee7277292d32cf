import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi, isApiFailure } from '../../api';
import { clearSessionData, useProjectStore, useSessionStore } from '../../store';

/** Props of {@link DeregisterDialog}. */
export interface DeregisterDialogProps {
  open: boolean;
  onClose(): void;
  /** After a successful deregistration is acknowledged (default: reload the page). */
  onDone?: () => void;
}

type Step = { kind: 'ask' } | { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'done'; message: string };

/** The deregistration confirmation (ssm projects): calls the account API, shows the answer, then clears the session. */
export function DeregisterDialog({ open, onClose, onDone = () => location.reload() }: DeregisterDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const close = () => {
    if (step.kind === 'working') return;
    if (step.kind === 'done') {
      clearSessionData();
      onDone();
      return;
    }
    setStep({ kind: 'ask' });
    onClose();
  };
  const confirm = async () => {
    setStep({ kind: 'working' });
    try {
      const message = await accountApi.deregister({ project_id: useProjectStore.getState().baseParams?.project_id, user_id: useSessionStore.getState().userInfo?.user_id });
      setStep({ kind: 'done', message: message || t('portal.deregister.done') });
    } catch (error) {
      setStep({ kind: 'failed', message: isApiFailure(error) ? error.message : t('portal.errors.network') });
    }
  };
  const done = step.kind === 'done';
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('portal.deregister.title')}</DialogTitle>
      <DialogContent>
        {done ? <Alert severity="success">{step.message}</Alert> : <DialogContentText>{t('portal.deregister.confirm')}</DialogContentText>}
        {step.kind === 'failed' && <Alert severity="error" sx={{ mt: 2 }}>{step.message}</Alert>}
      </DialogContent>
      <DialogActions>
        {done ? (
          <Button variant="contained" onClick={close}>{t('portal.common.ok')}</Button>
        ) : (
          <>
            <Button onClick={close} disabled={step.kind === 'working'}>{t('portal.common.cancel')}</Button>
            <Button variant="contained" color="error" onClick={() => void confirm()} disabled={step.kind === 'working'}>
              {step.kind === 'working' ? t('portal.deregister.working') : t('portal.deregister.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
