import { Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { ActivityDetail } from '../../../protocol/content';
import { itemIdOf } from '../../components/paging';
import { TitledPaper } from '../../components/TitledPaper';
import { localized } from '../../i18n';
import { useProjectStore } from '../../store';
import { detailHref } from './ActivityCard';
import { ActivityFacts } from './ActivityFacts';
import { ActivityLoader } from './ActivityLoader';
import { SignInForm } from './SignInForm';

/** `/activity/signIn?id=N`: signing in at the activity on its day with the phone or e-mail used to sign up. */
export default function ActivitySignInPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = itemIdOf(search.get('id'));
  return (
    <ActivityLoader key={id ?? 'none'} id={id} title={t('portal.activity.signIn.title')}>
      {(activity, reload) => <SignInView activity={activity} onSignedIn={reload} />}
    </ActivityLoader>
  );
}

function SignInView({ activity, onSignedIn }: { activity: ActivityDetail; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  return (
    <TitledPaper id="activity-detail-title" level={1} title={t('portal.activity.signIn.title')}>
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {localized(activity.title_i18n, locale) || activity.title}
        </Typography>
        <ActivityFacts activity={activity} place={localized(activity.place_i18n, locale) || activity.place} />
      </Stack>
      <SignInForm activityId={activity.id} onSignedIn={onSignedIn} />
      <Link component={RouterLink} to={detailHref(activity.id)} underline="always" sx={{ color: 'text.primary', alignSelf: 'flex-start' }}>
        {t('portal.activity.signIn.back')}
      </Link>
    </TitledPaper>
  );
}
