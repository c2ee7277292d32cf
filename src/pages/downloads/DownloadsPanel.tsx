import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DownloadFiles } from './DownloadFiles';

/** The project's downloadable files under an h2 heading, for a page that holds its own h1 (the information hub). */
export function DownloadsPanel() {
  const { t } = useTranslation();
  return (
    <Stack component="section" spacing={2} aria-labelledby="downloads-title" sx={{ minWidth: 0 }}>
      <Typography id="downloads-title" component="h2" variant="h5">
        {t('portal.downloads.title')}
      </Typography>
      <DownloadFiles />
    </Stack>
  );
}
