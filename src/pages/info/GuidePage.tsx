import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FaqSection } from './FaqSection';
import { InfoLinks } from './InfoLinks';
import { SinglePageView } from './SinglePageView';

/** `/guide` (open to everyone): the application guide and the FAQ. */
export default function GuidePage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {t('portal.info.guide.title')}
      </Typography>
      <SinglePageView slug="application_guide" fallbackTitle={t('portal.info.help.applicationGuide')} level={2} />
      <FaqSection />
      <InfoLinks exclude="guide" />
    </Stack>
  );
}
