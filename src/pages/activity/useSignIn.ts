import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activitiesApi } from '../../api';
import { failureText } from '../../components/failureText';
import { useProjectStore } from '../../store';
import { momentText } from './activityTime';
import { useContactStore } from './contactStore';
import { parseContact } from './contacts';
import { useParticipant } from './useParticipant';

/** Signing in at an activity: the contact typed (anonymous) or the account (signed in); the server's refusal in its words. */
export function useSignIn(activityId: number, onSignedIn: () => void) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const { domain, signedIn } = useParticipant();
  const remember = useContactStore((state) => state.remember);
  const [busy, setBusy] = useState(false);
  const [contactError, setContactError] = useState('');
  const [problem, setProblem] = useState('');
  const [signedInAt, setSignedInAt] = useState<number | null>(null);

  const submit = async (typed: string) => {
    const contact = signedIn ? {} : parseContact(typed);
    setProblem('');
    if (contact === null) {
      setContactError(t('portal.activity.signIn.invalidContact'));
      return;
    }
    setContactError('');
    setBusy(true);
    try {
      const answer = await activitiesApi.signIn(activityId, { ...(domain ? { domain } : {}), ...contact });
      if (!signedIn) remember(domain, contact);
      setSignedInAt(answer.signed_in_at);
      onSignedIn();
    } catch (error) {
      setProblem(t('portal.activity.signIn.failed', { message: failureText(error, t) }));
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, contactError, problem, done: signedInAt === null ? '' : t('portal.activity.signIn.done', { time: momentText(signedInAt, locale) }) };
}
