import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../renderers/ui/Notice';
import { RouteLink } from '../../components/route/RouteLink';
import classes from './activityPage.module.css';

/** "This activity does not exist" with the way back to the list. */
export function ActivityMissing() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Notice severity="warning" className={classes.stretch}>
        {t('portal.activity.notFound')}
      </Notice>
      <RouteLink to="/activity" className={classes.back}>
        {t('portal.activity.back')}
      </RouteLink>
    </Stack>
  );
}
