import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { failureText } from './failure';

/** A spinner while loading, or the failure with a retry button. */
export function LoadState({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (error === undefined) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('portal.apply.load.loading')} />
      </Box>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('portal.apply.load.retry')}
          </Button>
        )
      }
    >
      {t('portal.apply.load.error', { message: failureText(error, t) })}
    </Alert>
  );
}
