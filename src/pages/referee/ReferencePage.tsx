import { useTranslation } from 'react-i18next';
import { Notice } from '../../../renderers/ui/Notice';
import { LoadState } from '../../components/LoadState';
import text from '../../../renderers/ui/typography.module.css';
import { ApplicantInfoCard } from './ApplicantInfoCard';
import { LetterEditor } from './LetterEditor';
import { RefereeFrame } from './RefereeFrame';
import classes from './referee.module.css';
import { useLetter } from './useLetter';
import { useRefereeSession } from './useRefereeSession';

/** The letter of a signed-in referee: the applicant's information, then the letter form. */
function Letter({ session }: { session: string }) {
  const { t } = useTranslation();
  const { variant } = useRefereeSession();
  const { remote, retry } = useLetter(session);
  if (remote.state === 'loading') return <LoadState area="info" state="loading" />;
  if (remote.state === 'error') return <LoadState area="info" state="error" error={remote.error} onRetry={retry} />;
  const twoStep = variant === 'schwarzman';
  return (
    <>
      <ApplicantInfoCard info={remote.data.info} heading={twoStep ? t('portal.referee.stepInfo') : t('portal.referee.applicantTitle')} />
      <hr className={classes.divider} />
      {variant === 'itf' && <p className={`${text.body1} ${classes.note}`}>{t('portal.referee.itfNote')}</p>}
      <LetterEditor session={session} form={remote.data.form} heading={twoStep ? t('portal.referee.stepLetter') : t('portal.referee.letterTitle')} />
    </>
  );
}

/**
 * `#/reference` and its children `edit`, `itf`, `schwarzman` (also `#/letter` and `#/letter/edit`): the referee's
 * letter screen. Only the letter the referee's session was opened for (the server decides); without a session the
 * referee is asked to open the invitation link again.
 */
export default function ReferencePage() {
  const { t } = useTranslation();
  const { session } = useRefereeSession();
  return (
    <RefereeFrame title={t('portal.referee.loginTitle')}>
      {session ? <Letter key={session.token} session={session.token} /> : <Notice severity="warning">{t('portal.referee.sessionEnded')}</Notice>}
    </RefereeFrame>
  );
}
