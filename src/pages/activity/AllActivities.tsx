import { Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activitiesApi } from '../../api';
import { useProjectStore } from '../../store';
import { ActivityFeed } from './ActivityFeed';
import { StateFilter } from './StateFilter';
import type { StateFilterValue } from './useActivityFeed';
import { useParticipant } from './useParticipant';

/** The project's activities, filtered by state, with load-more paging. */
export function AllActivities() {
  const { t } = useTranslation();
  const { scope } = useParticipant();
  const locale = useProjectStore((state) => state.locale);
  const [filter, setFilter] = useState<StateFilterValue>('all');
  const load = useCallback(
    (page: number, pageSize: number) => activitiesApi.list({ ...scope, page, page_size: pageSize, ...(filter === 'all' ? {} : { state: filter }) }),
    [scope, filter],
  );
  return (
    <Stack spacing={2}>
      <StateFilter value={filter} onChange={setFilter} />
      <ActivityFeed key={`${filter}-${locale}`} load={load} emptyText={t(filter === 'all' ? 'portal.activity.empty' : 'portal.activity.emptyState')} />
    </Stack>
  );
}
