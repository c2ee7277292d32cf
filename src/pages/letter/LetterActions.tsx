import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { admissionLetterPdfUrl } from '../../api/letter';
import type { Locale } from '../../store/types';

/** Download the letter as a PDF (a plain link: the server writes the file) or print the page. */
export function LetterActions({ token, locale }: { token: string; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="nav"
      aria-label={t('portal.letter.actions')}
      direction="row"
      data-print="hide"
      sx={{ flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end', maxWidth: 820, mx: 'auto', mb: 2 }}
    >
      <Button variant="contained" component="a" href={admissionLetterPdfUrl(token, locale)} download startIcon={<Download />}>
        {t('portal.letter.download')}
      </Button>
      <Button variant="outlined" onClick={() => window.print()} startIcon={<Print />}>
        {t('portal.letter.print')}
      </Button>
    </Stack>
  );
}
