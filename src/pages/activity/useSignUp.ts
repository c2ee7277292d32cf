import { type RefObject, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../protocol/apply';
import type { PortalFormHandle } from '../../../renderers';
import type { RawFieldDefinitions } from '../../../schema-adapters';
import { activitiesApi, fieldErrorsOf, isApiFailure } from '../../api';
import { failureText } from '../../components/failureText';
import { portalFormRuntime } from '../../formRuntime';
import { useContactStore } from './contactStore';
import { hasContact } from './contacts';
import { contactInValues } from './formContacts';
import { useParticipant } from './useParticipant';

/**
 * Sending a sign-up: the form's own validation first (nothing is sent while it fails), then a phone or e-mail contact,
 * then the server, whose refusals are shown in its words (field errors on their fields). An anonymous visitor's contact
 * is remembered for this tab, also when the server says they had signed up already.
 */
export function useSignUp(activityId: number, fields: RawFieldDefinitions, formRef: RefObject<PortalFormHandle | null>, onDone: (notice: string) => void) {
  const { t } = useTranslation();
  const { domain, signedIn } = useParticipant();
  const remember = useContactStore((state) => state.remember);
  const parsed = useMemo(() => portalFormRuntime.parse(fields), [fields]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);

  const submit = async () => {
    const form = formRef.current;
    if (!form || busy) return;
    setProblem('');
    if (form.validate().length > 0) {
      setProblem(t('portal.activity.signUp.invalid'));
      return;
    }
    const values = form.values();
    const contact = contactInValues(parsed, values);
    if (!hasContact(contact)) {
      setProblem(t('portal.activity.signUp.contactRequired'));
      return;
    }
    setBusy(true);
    try {
      await activitiesApi.signUp(activityId, values, domain ? { domain } : {});
      setServerErrors([]);
      if (!signedIn) remember(domain, contact);
      onDone(t('portal.activity.signUp.done'));
    } catch (error) {
      if (isApiFailure(error) && error.status === 409) {
        // Signed up already (an anonymous visitor in an earlier tab): the sign-up stands, so show it.
        if (!signedIn) remember(domain, contact);
        onDone(failureText(error, t));
        return;
      }
      setServerErrors(fieldErrorsOf(error));
      setProblem(t('portal.activity.signUp.failed', { message: failureText(error, t) }));
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, problem, serverErrors };
}
