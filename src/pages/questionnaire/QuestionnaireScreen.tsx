import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { QuestionnaireData } from '../../../protocol/content';
import { Notice } from '../../../renderers/ui/Notice';
import { loginRedirect } from '../../app/routes/guard';
import { RouteButton } from '../../components/route/RouteButton';
import { RouteLink } from '../../components/route/RouteLink';
import { TitledPaper } from '../../components/TitledPaper';
import { localized } from '../../i18n';
import { useProjectStore } from '../../store';
import { type Outcome, QuestionnaireForm } from './QuestionnaireForm';
import classes from './QuestionnaireScreen.module.css';

/** The heading id of the questionnaire screen. */
export const TITLE_ID = 'questionnaire-title';

/** Props of {@link QuestionnaireScreen}. */
export interface QuestionnaireScreenProps {
  data: QuestionnaireData;
  signedIn: boolean;
}

/** The loaded questionnaire: the form to answer, the login prompt (anonymous), or the thank-you once answered. */
export function QuestionnaireScreen({ data, signedIn }: QuestionnaireScreenProps) {
  const locale = useProjectStore((state) => state.locale);
  const [outcome, setOutcome] = useState<Outcome | null>(data.answered ? 'already' : null);
  const title = localized(data.title_i18n, locale) || data.title;
  return (
    <TitledPaper id={TITLE_ID} level={1} title={title}>
      {outcome ? (
        <ThankYou outcome={outcome} />
      ) : (
        <>
          {!signedIn && <LoginPrompt />}
          <QuestionnaireForm data={data} readOnly={!signedIn} onAnswered={setOutcome} />
        </>
      )}
    </TitledPaper>
  );
}

function ThankYou({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  return (
    <div className={classes.thanks}>
      <Notice severity="success" role="status" className={classes.message}>
        {t(outcome === 'sent' ? 'portal.questionnaire.thanks' : 'portal.questionnaire.alreadyAnswered')}
      </Notice>
      <RouteButton to="/" variant="outlined">
        {t('portal.questionnaire.backHome')}
      </RouteButton>
    </div>
  );
}

function LoginPrompt() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Notice severity="info">
      {t('portal.questionnaire.loginPrompt')}{' '}
      <RouteLink to={loginRedirect(pathname)} className={classes.loginLink}>
        {t('portal.questionnaire.loginLink')}
      </RouteLink>
    </Notice>
  );
}
