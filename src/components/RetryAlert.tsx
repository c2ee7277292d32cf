import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';

/** Props of {@link RetryAlert}. */
export interface RetryAlertProps {
  /** What failed, for the screen. */
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
}

/** A failure that may pass on a second try: MUI's error alert with a retry button as its action. */
export function RetryAlert({ children, retryLabel, onRetry }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
