import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '../../../protocol/content';
import { contentApi } from '../../api';
import { failureText } from '../../components/failureText';
import { useProjectStore } from '../../store';
import { contentIn } from '../info/content';
import { DownloadRow } from './DownloadRow';

export interface DownloadListProps {
  items: readonly ContentItem[];
  /** The list's accessible name (by default: files to download). */
  label?: string;
}

/** The files as a list; each download is recorded, and a failed record is reported without stopping the download. */
export function DownloadList({ items, label }: DownloadListProps) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const [problem, setProblem] = useState('');
  const record = (item: ContentItem) => {
    setProblem('');
    contentApi.recordDownload(item.id).catch((error: unknown) => {
      setProblem(t('portal.downloads.recordFailed', { name: contentIn(item, locale).title, message: failureText(error, t) }));
    });
  };
  return (
    <Stack spacing={1}>
      {problem && (
        <Alert severity="warning" role="alert" onClose={() => setProblem('')} closeText={t('portal.downloads.dismiss')}>
          {problem}
        </Alert>
      )}
      <Stack component="ul" aria-label={label ?? t('portal.downloads.list')} sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
        {items.map((item) => (
          <DownloadRow key={item.id} item={item} onDownload={record} />
        ))}
      </Stack>
    </Stack>
  );
}
