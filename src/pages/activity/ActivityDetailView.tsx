import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '../../../protocol/content';
import { RouteLink } from '../../components/route/RouteLink';
import { PlainPaper } from '../../../renderers/ui/PlainPaper';
import text from '../../../renderers/ui/typography.module.css';
import { localized } from '../../i18n';
import { useProjectStore } from '../../store';
import { ActivityAction } from './ActivityAction';
import { ActivityDescription } from './ActivityDescription';
import { ActivityFacts } from './ActivityFacts';
import classes from './activityPage.module.css';

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
    <PlainPaper component="article" variant="outlined" aria-labelledby="activity-detail-title" className={classes.card}>
      <Stack spacing={2.5}>
        <h1 id="activity-detail-title" className={`${text.h4} ${classes.title}`}>
          {title}
        </h1>
        {activity.cover && <img src={activity.cover} alt={t('portal.activity.coverAlt', { title })} className={classes.cover} />}
        <ActivityFacts activity={activity} place={place} />
        <ActivityDescription text={body} />
        <ActivityAction activity={activity} reload={reload} />
        <RouteLink to="/activity" className={classes.back}>
          {t('portal.activity.back')}
        </RouteLink>
      </Stack>
    </PlainPaper>
  );
}
