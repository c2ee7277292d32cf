import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** For a letter module (referee 2) on the applicant's side: says who writes it; its content is never shown. */
export default function LetterNotice() {
  const { t } = useTranslation();
  return <Alert severity="info">{t('portal.recommend.letterHidden')}</Alert>;
}
