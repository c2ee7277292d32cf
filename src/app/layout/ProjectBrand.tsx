import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useProjectStore } from '../../store';
import { useProjectTitle } from '../hooks';

/** The logo linking home, and the project title. */
export function ProjectBrand() {
  const { t } = useTranslation();
  const icon = useProjectStore((state) => state.projectConfig?.ico_url);
  const title = useProjectTitle();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Link component={RouterLink} to="/" aria-label={t('portal.nav.home')} sx={{ display: 'inline-flex' }}>
        {icon ? <Box component="img" src={icon} alt="" sx={{ width: 36, height: 36 }} /> : <Box sx={{ width: 36, height: 36, borderRadius: 1, bgcolor: 'primary.main' }} />}
      </Link>
      <Typography component="span" variant="h6" noWrap sx={{ fontSize: { xs: 16, sm: 20 } }}>
        {title}
      </Typography>
    </Box>
  );
}
