import Download from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '../../../protocol/content';
import { useProjectStore } from '../../store';
import { contentIn } from '../info/content';
import { FileTypeIcon } from './FileTypeIcon';
import { dateText } from '../../i18n';
import { fileSizeText } from './format';

export interface DownloadRowProps {
  item: ContentItem;
  /** Called when the reader starts the download (the link downloads the file by itself). */
  onDownload: (item: ContentItem) => void;
}

/** One downloadable file: type icon, title, file name, size and date, and a real download link. */
export function DownloadRow({ item, onDownload }: DownloadRowProps) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const { title } = contentIn(item, locale);
  const details = [item.file_name, item.size !== null ? fileSizeText(item.size, locale) : null, dateText(item.published_at, locale)].filter(Boolean).join(' · ');
  return (
    <Stack component="li" direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ py: 1.5, alignItems: { sm: 'center' }, minWidth: 0 }} data-testid="download-row">
      <Stack direction="row" spacing={1.5} sx={{ flex: 1, minWidth: 0, alignItems: 'flex-start' }}>
        <Box sx={{ pt: 0.25, flexShrink: 0 }}>
          <FileTypeIcon name={item.file_name ?? item.url} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {details}
          </Typography>
        </Box>
      </Stack>
      {item.url && (
        <Button
          component="a"
          href={item.url}
          download={item.file_name ?? true}
          onClick={() => onDownload(item)}
          variant="outlined"
          startIcon={<Download aria-hidden />}
          aria-label={t('portal.downloads.download', { name: title })}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
        >
          {t('portal.downloads.downloadShort')}
        </Button>
      )}
    </Stack>
  );
}
