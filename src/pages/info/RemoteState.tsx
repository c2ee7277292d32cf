import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '../../api';
import { failureText } from './failureText';

/** Props of {@link RemoteState}. */
export interface RemoteStateProps {
  /** `loading` shows a spinner with its text; `error` an alert with the message and a retry button. */
  state: 'loading' | 'error';
  /** The failure (state `error`). */
  error?: unknown;
  /** Loads again. */
  onRetry?: () => void;
}

/** The visible loading and error states of the information screens (never a blank screen). */
export function RemoteState({ state, error, onRetry }: RemoteStateProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (state === 'error' && !isApiFailure(error)) console.error(error);
  }, [state, error]);
  if (state === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('portal.info.loading')}</Typography>
      </Box>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('portal.info.retry')}
          </Button>
        )
      }
    >
      {t('portal.info.loadFailed', { message: failureText(error, t) })}
    </Alert>
  );
}
