import { Box, Link, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useProjectStore } from '../../store';
import { useProjectTitle } from '../hooks';

/** The logo linking home, and the project title (centred and spaced in the elegant header). */
export function ProjectBrand({ centred = false }: { centred?: boolean }) {
  const { t } = useTranslation();
  const { portal } = useTheme();
  const icon = useProjectStore((state) => state.projectConfig?.ico_url);
  const title = useProjectTitle();
  return (
    <Box sx={{ display: 'flex', flexDirection: centred ? 'column' : 'row', alignItems: 'center', gap: centred ? 0.5 : 1.5, minWidth: 0 }}>
      <Link component={RouterLink} to="/" aria-label={t('portal.nav.home')} sx={{ display: 'inline-flex', '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } }}>
        {icon ? <Box component="img" src={icon} alt="" sx={{ width: 36, height: 36 }} /> : <Box sx={{ width: 36, height: 36, borderRadius: 1, bgcolor: portal.brand }} />}
      </Link>
      <Typography
        component="span"
        variant="h6"
        noWrap
        data-project-title=""
        sx={{ fontSize: { xs: 16, sm: centred ? 22 : 20 }, fontFamily: portal.headingFont, fontWeight: 700, textTransform: centred ? 'uppercase' : 'none', letterSpacing: centred ? '0.12em' : 0, maxWidth: '100%' }}
      >
        {title}
      </Typography>
    </Box>
  );
}
