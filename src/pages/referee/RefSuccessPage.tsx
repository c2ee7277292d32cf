import { Alert, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { RefereeFrame } from './RefereeFrame';
import { useRefereeSession } from './useRefereeSession';
import { letterPath } from './variant';

/** `#/ref_success`: the letter was submitted; the referee may view it read-only or close the page. */
export default function RefSuccessPage() {
  const { t } = useTranslation();
  const { session, variant } = useRefereeSession();
  // Nothing was submitted in this browser without a referee session: the referee signs in with their link first.
  if (!session) return <Navigate to="/ref_login" replace />;
  return (
    <RefereeFrame title={t('portal.referee.successTitle')}>
      <Alert severity="success" sx={{ mb: 2 }}>
        {t('portal.referee.successBody', { applicant: session.applicant_name })}
      </Alert>
      <Typography sx={{ mb: 2 }}>{t('portal.referee.successClose')}</Typography>
      <Button component={RouterLink} to={letterPath(variant)} variant="outlined">
        {t('portal.referee.successView')}
      </Button>
    </RefereeFrame>
  );
}
