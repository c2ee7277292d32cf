import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AdmissionLetterData } from '../../../protocol/letter';
import { dateText, isoDate } from '../../i18n/dates';
import type { Locale } from '../../store/types';
import { ensureContrast, textOn } from '../../themes/contrast';
import { SafeHtml } from '../info/SafeHtml';

/** The letter on its sheet: a letterhead in the project's colour, the title, applicant, result, content and date. */
export function LetterView({ letter, locale }: { letter: AdmissionLetterData; locale: Locale }) {
  const { t } = useTranslation();
  const { color, ico_url: icon } = letter.style;
  const accent = ensureContrast(color, '#ffffff');
  const published = letter.published_at * 1000;
  const date = <time dateTime={isoDate(published)}>{dateText(published, locale)}</time>;
  return (
    <Paper component="article" variant="outlined" className="admission-letter" aria-labelledby="letter-title" sx={{ maxWidth: 820, mx: 'auto', overflow: 'hidden' }}>
      <Box sx={{ bgcolor: color, color: textOn(color), px: { xs: 2, sm: 5 }, py: 2.5, display: 'flex', alignItems: 'center', gap: 2 }}>
        {icon && <Box component="img" src={icon} alt="" sx={{ width: 40, height: 40, flexShrink: 0 }} />}
        <Typography component="p" sx={{ fontSize: { xs: 18, sm: 22 }, fontWeight: 700, overflowWrap: 'anywhere' }}>
          {letter.project_title}
        </Typography>
      </Box>
      <Stack spacing={3} sx={{ px: { xs: 2, sm: 5 }, py: { xs: 3, sm: 5 } }}>
        <Typography id="letter-title" component="h1" variant="h4" sx={{ textAlign: 'center', fontSize: { xs: 24, sm: 32 }, overflowWrap: 'anywhere' }}>
          {letter.title}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, '& dd': { m: 0, overflowWrap: 'anywhere' }, '& dt': { color: 'text.secondary' } }}>
          <dt>{t('portal.letter.applicant')}</dt>
          <dd data-letter-applicant="">{letter.applicant_name}</dd>
          <dt>{t('portal.letter.result')}</dt>
          <Box component="dd" data-letter-result={letter.result} sx={{ color: accent, fontWeight: 700 }}>
            {letter.result_text}
          </Box>
          <dt>{t('portal.letter.published')}</dt>
          <dd>{date}</dd>
        </Box>
        {letter.content && <SafeHtml html={letter.content} sx={{ overflowWrap: 'anywhere' }} />}
        <Box sx={{ textAlign: 'right', color: 'text.secondary' }}>
          <Typography>{letter.project_title}</Typography>
          <Typography>{date}</Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
