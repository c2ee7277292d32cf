import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ActivityDetail } from '../../../protocol/content';
import { localized } from '../../i18n';
import { useProjectStore } from '../../store';
import { SafeHtml } from '../info/SafeHtml';
import { ActivityAction } from './ActivityAction';
import { ActivityFacts } from './ActivityFacts';

/** Props of {@link ActivityDetailView}. */
export interface ActivityDetailViewProps {
  activity: ActivityDetail;
  /** Reads the activity again (after signing up or cancelling). */
  reload: () => void;
}

/** One activity: title, cover, facts, the sanitised description, the participant's action and the way back. */
export function ActivityDetailView({ activity, reload }: ActivityDetailViewProps) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const title = localized(activity.title_i18n, locale) || activity.title;
  const body = localized(activity.body_i18n, locale) || activity.body;
  const place = localized(activity.place_i18n, locale) || activity.place;
  return (
    <Paper component="article" variant="outlined" aria-labelledby="activity-detail-title" sx={{ p: { xs: 2, sm: 4 }, minWidth: 0 }}>
      <Stack spacing={2.5}>
        <Typography id="activity-detail-title" component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {activity.cover && <Box component="img" src={activity.cover} alt={t('portal.activity.coverAlt', { title })} sx={{ maxWidth: '100%', maxHeight: 320, objectFit: 'cover', borderRadius: 1 }} />}
        <ActivityFacts activity={activity} place={place} />
        <SafeHtml html={body} sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' }, '& table': { display: 'block', overflowX: 'auto' } }} />
        <ActivityAction activity={activity} reload={reload} />
        <Link component={RouterLink} to="/activity" underline="always" sx={{ color: 'text.primary', alignSelf: 'flex-start' }}>
          {t('portal.activity.back')}
        </Link>
      </Stack>
    </Paper>
  );
}
