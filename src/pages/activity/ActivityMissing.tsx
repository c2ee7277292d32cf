import { Alert, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** "This activity does not exist" with the way back to the list. */
export function ActivityMissing() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
        {t('portal.activity.notFound')}
      </Alert>
      <Link component={RouterLink} to="/activity" underline="always" sx={{ color: 'text.primary' }}>
        {t('portal.activity.back')}
      </Link>
    </Stack>
  );
}
