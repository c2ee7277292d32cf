import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { MOBILE_MAX_WIDTH } from '../../app/browser';
import { DownloadsPanel } from '../downloads/DownloadsPanel';
import { categoryOfPath, categoryPath, FIRST_CATEGORY } from './categories';
import { CategoryView } from './CategoryView';
import { HubMenu } from './HubMenu';

/** `/article` and its children: the information hub, a menu of sections beside the chosen section's content. */
export default function ArticlePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const category = categoryOfPath(pathname);
  if (category === null) return <Navigate to={categoryPath(FIRST_CATEGORY)} replace />;
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography component="h1" variant="h4">
        {t('portal.content.hub.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 4, alignItems: 'flex-start', minWidth: 0, [`@media (max-width:${MOBILE_MAX_WIDTH}px)`]: { flexDirection: 'column', gap: 2, alignItems: 'stretch' } }}>
        <HubMenu current={category} />
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>{category === 'download-files' ? <DownloadsPanel /> : <CategoryView key={category} category={category} />}</Box>
      </Box>
    </Stack>
  );
}
