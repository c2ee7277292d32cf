import { Link, Stack, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { RegisteredActivity } from '../../../protocol/content';
import { activitiesApi } from '../../api';
import { LoadState } from '../../components/LoadState';
import { useRemote } from '../../components/useRemote';
import { useProjectStore } from '../../store';
import { detailHref } from './ActivityCard';
import { isoMoment, momentText, rangeText } from './activityTime';
import { Fact, FactList } from './FactList';
import { StateChip } from './StateChip';
import { useParticipant } from './useParticipant';

/** The activities the signed-in applicant signed up for: title, time, place, state, sign-up and sign-in times. */
export function RegisteredList() {
  const { t } = useTranslation();
  const { scope } = useParticipant();
  const load = useCallback(() => activitiesApi.registered(scope), [scope]);
  const { remote, retry } = useRemote(load);
  if (remote.state !== 'ready') return <LoadState area="content" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />;
  if (remote.data.list.length === 0) {
    return (
      <Typography role="status" color="text.secondary">
        {t('portal.activity.registered.empty')}
      </Typography>
    );
  }
  return (
    <Stack component="ul" aria-label={t('portal.activity.registered.list')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {remote.data.list.map((entry) => (
        <Registered key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}

function Registered({ entry }: { entry: RegisteredActivity }) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  return (
    <Stack component="li" spacing={1} data-registered-id={entry.act_id} sx={{ py: 2, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={detailHref(entry.act_id)} underline="hover" sx={{ color: 'text.primary' }}>
            {entry.title}
          </Link>
        </Typography>
        <StateChip state={entry.state} />
      </Stack>
      <FactList>
        <Fact term={t('portal.activity.facts.time')}>
          <time dateTime={isoMoment(entry.start_time)}>{rangeText(entry.start_time, entry.end_time, locale)}</time>
        </Fact>
        {entry.place && <Fact term={t('portal.activity.facts.place')}>{entry.place}</Fact>}
        <Fact term={t('portal.activity.registered.signedUpAt')}>{momentText(entry.signed_up_at, locale)}</Fact>
        <Fact term={t('portal.activity.registered.signedInAt')}>
          {entry.signed_in_at === null ? t('portal.activity.registered.notSignedIn') : momentText(entry.signed_in_at, locale)}
        </Fact>
      </FactList>
    </Stack>
  );
}
