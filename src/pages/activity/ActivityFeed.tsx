import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/LoadState';
import { failureText } from '../../components/failureText';
import { ActivityCard } from './ActivityCard';
import { type FeedLoader, useActivityFeed } from './useActivityFeed';

/** Props of {@link ActivityFeed}. */
export interface ActivityFeedProps {
  load: FeedLoader;
  /** Shown when nothing matches. */
  emptyText: string;
}

/** The activities loaded so far with a "Load more" button, and the loading, error and empty states. */
export function ActivityFeed({ load, emptyText }: ActivityFeedProps) {
  const { t } = useTranslation();
  const { feed, retry, loadMore } = useActivityFeed(load);
  if (feed.state !== 'ready') return <LoadState area="content" state={feed.state} error={feed.state === 'error' ? feed.error : undefined} onRetry={retry} />;
  if (feed.items.length === 0) {
    return (
      <Typography role="status" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  const { more } = feed;
  return (
    <Stack spacing={2}>
      <Stack component="ul" aria-label={t('portal.activity.list')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {feed.items.map((activity) => (
          <ActivityCard key={activity.id} activity={activity} />
        ))}
      </Stack>
      {typeof more === 'object' && (
        <Alert severity="error" role="alert">
          {t('portal.activity.moreFailed', { message: failureText(more.error, t) })}
        </Alert>
      )}
      {feed.hasMore && (
        <Button variant="outlined" onClick={loadMore} disabled={more === 'loading'} sx={{ alignSelf: 'center' }}>
          {more === 'loading' ? t('portal.activity.loadingMore') : t('portal.activity.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
