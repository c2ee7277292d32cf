import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { applyApi, isApiFailure, uploadApi } from '../../api';
import { failureText } from '../../components/failureText';
import { rememberApplicationState } from './applicationState';
import { type IncompleteModule, incompleteFromFailure } from './incomplete';
import type { SignatureValue } from './SignatureStep';

/** What the submit form checks and the server answered. */
export interface SubmitState {
  busy: boolean;
  ackError: string;
  signatureError: string;
  /** The server's completeness refusal, or null. */
  serverIncomplete: IncompleteModule[] | null;
  failure: string;
}

const IDLE: SubmitState = { busy: false, ackError: '', signatureError: '', serverIncomplete: null, failure: '' };

/** The checks of the form before submitting: each error clears once its cause is gone. */
export type SubmitCheck = 'ackError' | 'signatureError';

/** Checks the acknowledgement and signature, records the acceptance, submits, and goes to `/submittedSuccess`. */
export function useSubmit(): {
  state: SubmitState;
  submit: (acknowledged: boolean, signature: SignatureValue) => Promise<void>;
  /** Clears a check's error (its box was ticked, the signature given). */
  resolve: (check: SubmitCheck) => void;
} {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<SubmitState>(IDLE);

  const submit = async (acknowledged: boolean, signature: SignatureValue) => {
    const ackError = acknowledged ? '' : t('portal.submit.acknowledgeRequired');
    const signatureError = signature.accepted && signature.present ? '' : t('portal.submit.signatureRequired');
    if (ackError || signatureError) {
      setState({ ...IDLE, ackError, signatureError });
      return;
    }
    setState({ ...IDLE, busy: true });
    try {
      await uploadApi.acceptSignature();
      await applyApi.submit(signature.uid || undefined);
      rememberApplicationState(true);
      void navigate('/submittedSuccess');
    } catch (error) {
      const modules = isApiFailure(error) ? incompleteFromFailure(error.data) : null;
      setState({ ...IDLE, serverIncomplete: modules, failure: modules ? '' : t('portal.submit.submitFailed', { message: failureText(error, t) }) });
    }
  };
  const resolve = (check: SubmitCheck) => setState((current) => (current[check] ? { ...current, [check]: '' } : current));
  return { state, submit, resolve };
}
