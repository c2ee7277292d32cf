import { Box, Stack, Typography } from '@mui/material';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { contentApi, isApiFailure } from '../../api';
import { LoadState } from '../../components/LoadState';
import { TitledPaper } from '../../components/TitledPaper';
import { useRemote } from '../../components/useRemote';
import { useApplyStore, useProjectStore } from '../../store';
import { SafeHtml } from '../info/SafeHtml';
import { BackToList } from './BackToList';
import { MessageNotFound } from './MessageNotFound';
import { dateText } from '../../i18n';
import { contentIn } from '../info/content';

export interface MessageDetailProps {
  /** The message id of the address; null when the address cannot name a message. */
  id: number | null;
  /** The list page it was opened from. */
  page: number;
}

/** One message, whole; opening it marks it read, and the header's unread count follows at once. */
export function MessageDetail({ id, page }: MessageDetailProps) {
  if (id === null) return <MessageNotFound page={page} />;
  return <LoadedMessage id={id} page={page} />;
}

const isMissing = (error: unknown): boolean => isApiFailure(error) && (error.status === 404 || error.status === 400);

function LoadedMessage({ id, page }: { id: number; page: number }) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const load = useCallback(() => contentApi.message(id), [id]);
  const { remote, retry } = useRemote(load);
  const record = remote.state === 'ready' ? remote.data : null;
  useEffect(() => {
    if (!record || record.read) return;
    contentApi.readMessage(record.id).then(
      ({ unread }) => useApplyStore.getState().setUnreadCount(unread),
      (error: unknown) => console.error('readMessage failed', error),
    );
  }, [record]);
  if (remote.state === 'error' && isMissing(remote.error)) return <MessageNotFound page={page} />;
  if (!record) {
    return (
      <TitledPaper id="message-title" level={1} title={t('portal.messages.title')}>
        <LoadState area="messages" state={remote.state === 'error' ? 'error' : 'loading'} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />
        <BackToList page={page} />
      </TitledPaper>
    );
  }
  const { title, body } = contentIn(record, locale);
  return (
    <Stack spacing={2}>
      <BackToList page={page} />
      <TitledPaper id="message-title" level={1} title={<Box component="span" sx={{ overflowWrap: 'anywhere' }}>{title}</Box>}>
        <Typography variant="body2" color="text.secondary">
          {t('portal.messages.sentAt', { time: dateText(record.created_at, locale, true) })}
        </Typography>
        <SafeHtml html={body} sx={{ overflowWrap: 'anywhere' }} />
      </TitledPaper>
    </Stack>
  );
}
