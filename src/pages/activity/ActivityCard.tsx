import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ActivitySummary } from '../../../protocol/content';
import { localized } from '../../i18n';
import { useProjectStore } from '../../store';
import { ActivityFacts } from './ActivityFacts';

export const detailHref = (id: number) => `/activity/details?id=${id}`;

/** One activity of the list: its cover picture, linked title and facts. */
export function ActivityCard({ activity }: { activity: ActivitySummary }) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const title = localized(activity.title_i18n, locale) || activity.title;
  return (
    <Stack component="li" direction={{ xs: 'column', sm: 'row' }} spacing={2} data-activity-id={activity.id} sx={{ py: 2, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
      {activity.cover && (
        <Box component="img" src={activity.cover} alt={t('portal.activity.coverAlt', { title })} sx={{ width: { xs: '100%', sm: 200 }, maxHeight: 160, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />
      )}
      <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={detailHref(activity.id)} underline="hover">
            {title}
          </Link>
        </Typography>
        <ActivityFacts activity={activity} place={activity.place} />
      </Stack>
    </Stack>
  );
}
