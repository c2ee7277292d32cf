import { Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../i18n';
import { useProjectStore } from '../../store';
import { formatTime } from './feedback';
import { LoadState } from '../../components/LoadState';
import type { FeedbackListState } from './useFeedbackList';

/** Props of {@link FeedbackList}. */
export interface FeedbackListProps extends FeedbackListState {
  onMore: () => void;
  onRetry: () => void;
}

/** The user's previous feedback, newest first, with "show more". */
export function FeedbackList({ items, total, hasMore, loading, error, onMore, onRetry }: FeedbackListProps) {
  const { t } = useTranslation();
  const lang = htmlLang(useProjectStore((state) => state.locale));
  return (
    <Stack spacing={1.5} aria-busy={loading}>
      {items.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('portal.info.feedback.total', { count: total })}
        </Typography>
      )}
      {!loading && !error && items.length === 0 && <Typography>{t('portal.info.feedback.listEmpty')}</Typography>}
      {items.length > 0 && (
        <List disablePadding>
          {items.map((item) => (
            <ListItem key={item.id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.content}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('portal.info.feedback.sentAt', { time: formatTime(item.created_at, lang) })}
                {item.contact ? ` · ${t('portal.info.feedback.contactShown', { contact: item.contact })}` : ''}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      {(loading || error !== null) && <LoadState area="info" state={loading ? 'loading' : 'error'} error={error} onRetry={onRetry} />}
      {hasMore && !loading && !error && (
        <Box>
          <Button variant="outlined" onClick={onMore}>
            {t('portal.info.feedback.more')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
