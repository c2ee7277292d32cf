import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api';
import { failureText } from '../../components/failureText';
import { codeRouteOf, DeregisterProof, EMPTY_PROOF, PROOF_RULES, type DeregisterProofValues, type ProofMode } from '../../pages/account/DeregisterProof';
import { type FormNotice, FormMessage } from '../../pages/account/FormMessage';
import { useAccountForm } from '../../pages/account/useAccountForm';
import { useProjectRef } from '../../pages/account/useProjectRef';
import { clearSessionData, useSessionStore } from '../../store';

/** Props of {@link DeregisterDialog}. */
export interface DeregisterDialogProps {
  open: boolean;
  onClose(): void;
  /** After a successful deregistration is acknowledged (default: reload the page). */
  onDone?: () => void;
}

type Step = { kind: 'ask' } | { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'done'; message: string };

/**
 * The deregistration confirmation (ssm projects): the holder confirms with the account's password, or with a code sent
 * to its phone or e-mail (the only way for accounts made by fast login, which have no password); then the account
 * API's answer, and the session is cleared.
 */
export function DeregisterDialog({ open, onClose, onDone = () => location.reload() }: DeregisterDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const user = useSessionStore((state) => state.userInfo);
  const project = useProjectRef();
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const [chosen, setChosen] = useState<ProofMode>('password');
  const [codeNotice, setCodeNotice] = useState<FormNotice | null>(null);
  const route = user ? codeRouteOf(user, project) : null;
  const hasPassword = user?.has_password !== 0;
  const mode: ProofMode = route && (!hasPassword || chosen === 'code') ? 'code' : 'password';
  const form = useAccountForm<DeregisterProofValues>(EMPTY_PROOF, PROOF_RULES[mode]);
  const working = step.kind === 'working';

  const reset = () => {
    form.setValue('password', '');
    form.setValue('code', '');
    form.resetTouched();
    setChosen('password');
    setCodeNotice(null);
    setStep({ kind: 'ask' });
  };
  const close = () => {
    if (working) return;
    if (step.kind === 'done') {
      clearSessionData();
      onDone();
      return;
    }
    reset();
    onClose();
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (working || !form.check()) return;
    setStep({ kind: 'working' });
    const proof = mode === 'password' ? { password: form.values.password } : { code: form.values.code.trim() };
    try {
      const message = await accountApi.deregister({ ...project, user_id: user?.user_id, ...proof });
      setStep({ kind: 'done', message: message || t('portal.deregister.done') });
    } catch (error) {
      setStep(form.showRefusal(error) ? { kind: 'ask' } : { kind: 'failed', message: failureText(error, t) });
    }
  };
  const switchMode = () => {
    setChosen(mode === 'password' ? 'code' : 'password');
    form.resetTouched();
  };
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
