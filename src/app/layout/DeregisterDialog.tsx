import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DeregisterProof } from '../../pages/account/DeregisterProof';
import { FormMessage } from '../../pages/account/FormMessage';
import { useDeregistration } from './useDeregistration';

/** Props of {@link DeregisterDialog}. */
export interface DeregisterDialogProps {
  open: boolean;
  onClose(): void;
  /** After a successful deregistration is acknowledged (default: reload the page). */
  onDone?: () => void;
}

/**
 * The deregistration confirmation (ssm projects): the holder confirms with the account's password, or with a code sent
 * to its phone or e-mail (the only way for accounts made by fast login, which have no password); then the account
 * API's answer, and the session is cleared.
 */
export function DeregisterDialog({ open, onClose, onDone = () => location.reload() }: DeregisterDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { step, mode, form, route, hasPassword, codeNotice, setCodeNotice, working, close, confirm, switchMode } = useDeregistration(onClose, onDone);
  const done = step.kind === 'done';
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('portal.deregister.title')}</DialogTitle>
      <form noValidate onSubmit={(event) => void confirm(event)}>
        <DialogContent>
          {done ? (
            <Alert severity="success">{step.message}</Alert>
          ) : (
            <>
              <DialogContentText>{t('portal.deregister.confirm')}</DialogContentText>
              <DeregisterProof
                mode={mode}
                password={form.bind('password')}
                code={form.bind('code')}
                route={route}
                onCodeResult={({ ok, message }) => setCodeNotice({ severity: ok ? 'success' : 'error', text: message })}
                onSwitch={hasPassword && route ? switchMode : undefined}
              />
              <FormMessage notice={mode === 'code' ? codeNotice : null} />
            </>
          )}
          {step.kind === 'failed' && <Alert severity="error" sx={{ mt: 2 }}>{step.message}</Alert>}
        </DialogContent>
        <DialogActions>
          {done ? (
            <Button variant="contained" onClick={close}>{t('portal.common.ok')}</Button>
          ) : (
            <>
              <Button onClick={close} disabled={working}>{t('portal.common.cancel')}</Button>
              <Button type="submit" variant="contained" color="error" disabled={working}>
                {working ? t('portal.deregister.working') : t('portal.deregister.submit')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
