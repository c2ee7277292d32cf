import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api';
import { failureText } from '../../components/failureText';
import { codeRouteOf, EMPTY_PROOF, PROOF_RULES, type DeregisterProofValues, type ProofMode } from '../../pages/account/DeregisterProof';
import type { FormNotice } from '../../pages/account/FormMessage';
import { useAccountForm } from '../../pages/account/useAccountForm';
import { useProjectRef } from '../../pages/account/useProjectRef';
import { clearSessionData, useSessionStore } from '../../store';

/** Where a deregistration stands: asking for the proof, calling the account API, refused, or done (its message). */
export type DeregisterStep = { kind: 'ask' } | { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'done'; message: string };

/**
 * A deregistration's state and call: the proof asked for (the password, or a code when the account has no password or
 * the holder chooses one), the call, and closing (which clears the session once done, then calls `onDone`).
 */
export function useDeregistration(onClose: () => void, onDone: () => void) {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.userInfo);
  const project = useProjectRef();
  const [step, setStep] = useState<DeregisterStep>({ kind: 'ask' });
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
  return { step, mode, form, route, hasPassword, codeNotice, setCodeNotice, working, close, confirm, switchMode };
}
