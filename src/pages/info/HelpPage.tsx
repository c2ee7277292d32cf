import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FaqSection } from './FaqSection';
import { InfoLinks } from './InfoLinks';

/** `/help`: the help centre: searchable FAQ, and links to the guide, the statement and feedback. */
export default function HelpPage() {
  const { t } = useTranslation();
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography component="h1" variant="h4">
            {t('portal.info.help.title')}
          </Typography>
          <Typography color="text.secondary">{t('portal.info.help.intro')}</Typography>
        </Stack>
        <FaqSection searchable />
        <InfoLinks />
      </Stack>
    </Paper>
  );
}
