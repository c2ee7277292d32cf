import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { listHref } from './messageText';

/** The link from one message back to the list page it was opened from. */
export function BackToList({ page }: { page: number }) {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to={listHref(page)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}>
      <ArrowBackIcon fontSize="small" aria-hidden />
      {t('portal.messages.back')}
    </Link>
  );
}
