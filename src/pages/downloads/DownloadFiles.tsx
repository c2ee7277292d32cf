import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/LoadState';
import { DownloadList } from './DownloadList';
import { Pager } from '../../components/Pager';
import { useDownloads } from './useDownloads';

/** The project's files, a page at a time, with their loading, failure and empty states (no heading of its own). */
export function DownloadFiles({ label }: { /** The list's accessible name. */ label?: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { remote, retry } = useDownloads(page);
  if (remote.state !== 'ready') {
    return <LoadState area="content" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />;
  }
  const { list, total, page_size } = remote.data;
  if (list.length === 0 && page === 1) return <Typography>{t('portal.downloads.empty')}</Typography>;
  const pages = Math.max(1, Math.ceil(total / page_size));
  return (
    <Stack spacing={2}>
      <DownloadList items={list} label={label} />
      <Pager page={page} count={pages} label={t('portal.downloads.pages')} onChange={setPage} />
    </Stack>
  );
}
