import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Alert, Box, Button, List, Typography } from '@mui/material';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { contentApi } from '../../api';
import { failureText } from '../../components/failureText';
import { LoadState } from '../../components/LoadState';
import { TitledPaper } from '../../components/TitledPaper';
import { useRemote } from '../../components/useRemote';
import { useApplyStore } from '../../store';
import { MessageListItem } from './MessageListItem';
import { Pager } from '../../components/Pager';
import { CONTENT_PAGE_SIZE } from '../../components/paging';
import { listHref } from './messageText';
import { useMarkAllRead } from './useMarkAllRead';

/** The message centre's list: one page of messages, newest first, with "mark all as read" and the pages. */
export function MessageList({ page }: { page: number }) {
  const { t } = useTranslation();
  const load = useCallback(() => contentApi.messages({ page, page_size: CONTENT_PAGE_SIZE }), [page]);
  const { remote, retry } = useRemote(load);
  const { status, markAll } = useMarkAllRead();
  const data = remote.state === 'ready' ? remote.data : null;
  useEffect(() => {
    if (data) useApplyStore.getState().setUnreadCount(data.unread);
  }, [data]);
  const allRead = status.state === 'done';
  const unread = allRead ? 0 : (data?.unread ?? 0);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <TitledPaper id="messages-title" level={1} title={t('portal.messages.title')}>
      {!data ? (
        <LoadState area="messages" state={remote.state === 'error' ? 'error' : 'loading'} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
            <Typography role="status" data-unread-total={unread}>
              {unread > 0 ? t('portal.messages.unreadSummary', { count: unread }) : t('portal.messages.allRead')}
            </Typography>
            <Button variant="outlined" startIcon={<DoneAllIcon />} disabled={unread === 0 || status.state === 'busy'} onClick={markAll}>
              {t('portal.messages.markAll')}
            </Button>
          </Box>
          {status.state === 'failed' && <Alert severity="error">{t('portal.messages.markAllFailed', { message: failureText(status.error, t) })}</Alert>}
          {data.list.length === 0 ? (
            <Typography>{t(data.total === 0 ? 'portal.messages.empty' : 'portal.messages.emptyPage')}</Typography>
          ) : (
            <List disablePadding aria-labelledby="messages-title" sx={{ borderTop: 1, borderColor: 'divider' }}>
              {data.list.map((message) => (
                <MessageListItem key={message.id} message={message} read={allRead || message.read} page={page} />
              ))}
            </List>
          )}
          {(pages > 1 || page > 1) && <Pager page={page} count={Math.max(pages, page)} label={t('portal.messages.pages')} hrefOf={listHref} />}
        </>
      )}
    </TitledPaper>
  );
}
