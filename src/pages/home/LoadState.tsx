import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '../../api';
import { failureText } from '../info/failureText';

/** Props of {@link LoadState}. */
export interface LoadStateProps {
  /** `loading`: spinner with `loadingText`; `error`: an alert with `errorText(message)` and a retry button. */
  state: 'loading' | 'error';
  loadingText: string;
  errorText: (message: string) => string;
  retryText: string;
  error?: unknown;
  onRetry?: () => void;
}

/** The visible loading and error states of the application screens (never a blank screen). */
export function LoadState({ state, loadingText, errorText, retryText, error, onRetry }: LoadStateProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (state === 'error' && !isApiFailure(error)) console.error(error);
  }, [state, error]);
  if (state === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{loadingText}</Typography>
      </Box>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryText}
          </Button>
        )
      }
    >
      {errorText(failureText(error, t))}
    </Alert>
  );
}
