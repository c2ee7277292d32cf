import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '../api';
import { failureText } from './failureText';

/** The screen areas with their own loading texts (`portal.{area}.loading`, `.loadFailed`, `.retry`). */
export type LoadArea = 'home' | 'apply' | 'preview' | 'progress' | 'submit' | 'info' | 'messages' | 'content';

export interface LoadStateProps {
  area: LoadArea;
  /** `loading`: a spinner with the area's text; `error`: an alert with the failure and a retry button. */
  state: 'loading' | 'error';
  error?: unknown;
  onRetry?: () => void;
  /** Replaces the area's failure sentence (given the failure's text). */
  errorText?: (message: string) => string;
}

/** The visible loading and error states of every screen that loads from the server (never a blank screen). */
export function LoadState({ area, state, error, onRetry, errorText }: LoadStateProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (state === 'error' && !isApiFailure(error)) console.error(error);
  }, [state, error]);
  if (state === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t(`portal.${area}.loading`)}</Typography>
      </Box>
    );
  }
  const message = failureText(error, t);
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t(`portal.${area}.retry`)}
          </Button>
        )
      }
    >
      {errorText ? errorText(message) : t(`portal.${area}.loadFailed`, { message })}
    </Alert>
  );
}
