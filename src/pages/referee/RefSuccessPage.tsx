import { Alert, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { RefereeFrame } from './RefereeFrame';
import { useRefereeSession } from './useRefereeSession';
import { letterPath } from './variant';

/** `#/ref_success`: the letter was submitted; the referee may view it read-only or close the page. */
export default function RefSuccessPage() {
  const { t } = useTranslation();
  const { session, variant } = useRefereeSession();
  return (
    <RefereeFrame title={t('portal.referee.successTitle')}>
      <Alert severity="success" sx={{ mb: 2 }}>
        {session ? t('portal.referee.successBody', { applicant: session.applicant_name }) : t('portal.referee.submitted')}
      </Alert>
      <Typography sx={{ mb: 2 }}>{t('portal.referee.successClose')}</Typography>
      {session && (
        <Button component={RouterLink} to={letterPath(variant)} variant="outlined">
          {t('portal.referee.successView')}
        </Button>
      )}
    </RefereeFrame>
  );
}
