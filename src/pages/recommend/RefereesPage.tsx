import { Alert, Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { FiledData } from '../../../protocol/apply';
import { applyApi } from '../../api';
import { LoadState } from '../../components/LoadState';
import { useRemote } from '../../components/useRemote';
import RecommendersPanel from './RecommendersPanel';

/** The referee-information module (referee 1) with its saved values and whether the application is submitted, or null. */
async function loadRefereeModule(): Promise<{ filed: FiledData; submitted: boolean } | null> {
  const menu = await applyApi.menu();
  const module = menu.list.find((item) => item.referee === 1);
  if (!module) return null;
  const filed = await applyApi.filed(module.menuid);
  return { filed, submitted: menu.application_state === 2 || filed.writeState === 1 };
}

/** `#/referees`: the applicant's recommenders outside the form, with the same panel. */
export default function RefereesPage() {
  const { t } = useTranslation();
  const { remote, retry } = useRemote(loadRefereeModule);
  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('portal.recommend.pageTitle')}
      </Typography>
      {remote.state === 'loading' && <LoadState area="info" state="loading" />}
      {remote.state === 'error' && <LoadState area="info" state="error" error={remote.error} onRetry={retry} />}
      {remote.state === 'ready' && remote.data === null && <Alert severity="info">{t('portal.recommend.noModule')}</Alert>}
      {remote.state === 'ready' && remote.data !== null && (
        <>
          <Link component={RouterLink} to={`/applyform/basic?menu_id=${remote.data.filed.menu.menuid}`}>
            {t('portal.recommend.editLink')}
          </Link>
          <RecommendersPanel menuId={remote.data.filed.menu.menuid} values={remote.data.filed.values} readOnly={remote.data.submitted} />
        </>
      )}
    </Box>
  );
}
