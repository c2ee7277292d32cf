import { Alert, Button, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { QuestionnaireData } from '../../../protocol/content';
import { loginRedirect } from '../../app/routes/guard';
import { TitledPaper } from '../../components/TitledPaper';
import { localized } from '../../i18n';
import { useProjectStore } from '../../store';
import { type Outcome, QuestionnaireForm } from './QuestionnaireForm';

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
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
        {t(outcome === 'sent' ? 'portal.questionnaire.thanks' : 'portal.questionnaire.alreadyAnswered')}
      </Alert>
      <Button component={RouterLink} to="/" variant="outlined">
        {t('portal.questionnaire.backHome')}
      </Button>
    </Stack>
  );
}

function LoginPrompt() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Alert severity="info">
      {t('portal.questionnaire.loginPrompt')}{' '}
      <Link component={RouterLink} to={loginRedirect(pathname)} underline="always" sx={{ color: 'text.primary', fontWeight: 500 }}>
        {t('portal.questionnaire.loginLink')}
      </Link>
    </Alert>
  );
}
