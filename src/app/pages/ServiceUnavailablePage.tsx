import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useRouteHandle } from '../hooks';

/** The status this page stands for: the route exists, its service is not offered here for now. */
export const SERVICE_UNAVAILABLE_STATUS = 503;

/** A route whose service this portal does not offer: the screen's title, why it is empty, and the way home. */
export function ServiceUnavailablePage() {
  const { t } = useTranslation();
  const name = useRouteHandle()?.name ?? '';
  const titles: Readonly<Record<string, string>> = t('portal.unavailable.titles', { returnObjects: true });
  const title = (Object.hasOwn(titles, name) ? titles[name] : undefined) ?? t('portal.unavailable.fallbackTitle');
  return (
    <Stack
      component="section"
      aria-labelledby="service-unavailable-title"
      data-status={SERVICE_UNAVAILABLE_STATUS}
      data-route={name}
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 4, sm: 8 }, px: 2, maxWidth: 560, mx: 'auto', overflowWrap: 'anywhere' }}
    >
      <Typography id="service-unavailable-title" component="h1" variant="h4">
        {title}
      </Typography>
      <Typography>{t('portal.unavailable.body')}</Typography>
      <Typography color="text.secondary">{t('portal.unavailable.hint')}</Typography>
      <Button variant="contained" component={RouterLink} to="/" sx={{ maxWidth: '100%' }}>
        {t('portal.unavailable.backHome')}
      </Button>
    </Stack>
  );
}
