import { Alert, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** Props of {@link ContentMissing}. */
export interface ContentMissingProps {
  /** The list to go back to, and the link's words. */
  backTo: string;
  backLabel: string;
}

/** "This content does not exist" with the way back to its list. */
export function ContentMissing({ backTo, backLabel }: ContentMissingProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
        {t('portal.content.notFound')}
      </Alert>
      <Link component={RouterLink} to={backTo} underline="always" sx={{ color: 'text.primary' }}>
        {backLabel}
      </Link>
    </Stack>
  );
}
