import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LetterFormData } from '../../../protocol/recommend';
import type { PortalFormHandle } from '../../../renderers';
import * as refereeApi from '../../api/referee';
import { failureText } from '../../components/failureText';

/** The outcome of the last save or submission shown under the letter. */
export interface LetterNotice {
  ok: boolean;
  text: string;
}

/** Saving and submitting a letter: one call at a time, its outcome as a notice; a submitted letter opens `/ref_success`. */
export function useLetterActions(session: string, form: LetterFormData) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<PortalFormHandle>(null);
  const [version, setVersion] = useState(form.version);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<LetterNotice | null>(null);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      setNotice({ ok: false, text: failureText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    act(async () => {
      const result = await refereeApi.saveLetter(session, formRef.current?.values() ?? {}, version);
      setVersion(result.version);
      setNotice({ ok: true, text: t(result.complete ? 'portal.referee.saved' : 'portal.referee.savedWithErrors') });
    });
  const submit = () =>
    act(async () => {
      await refereeApi.submitLetter(session, formRef.current?.values() ?? {}, version);
      void navigate('/ref_success', { replace: true });
    });
  /** Whether the form passes its checks (their messages then show in it). */
  const isValid = () => formRef.current?.validate().length === 0;

  return { formRef, busy, notice, save, submit, isValid };
}
