import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  /** The status shown as the heading (omitted: the generic "Error"). */
  status?: number;
  /** The message, or '' for the generic text. */
  message: string;
}

/** A status, a message and a link home: the not-found and error pages. */
export function ErrorView({ status, message }: ErrorViewProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <Typography component="h1" variant="h4">
        {status ? t('portal.errors.status', { status }) : t('portal.errors.generic')}
      </Typography>
      <Typography>{message || t('portal.errors.generic')}</Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t('portal.errors.backHome')}
      </Button>
    </Stack>
  );
}
