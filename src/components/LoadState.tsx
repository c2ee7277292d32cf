import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '../api';
import { Notice } from '../../renderers/ui/Notice';
import { Spinner } from '../../renderers/ui/Spinner';
import { failureText } from './failureText';
import classes from './LoadState.module.css';
import { PlainButton } from '../../renderers/ui/PlainButton';
import text from '../../renderers/ui/typography.module.css';

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
      <div role="status" className={classes.loading}>
        <Spinner size={24} />
        <p className={text.body1}>{t(`portal.${area}.loading`)}</p>
      </div>
    );
  }
  const message = failureText(error, t);
  return (
    <Notice
      severity="error"
      action={
        onRetry && (
          <PlainButton color="inherit" size="small" onClick={onRetry}>
            {t(`portal.${area}.retry`)}
          </PlainButton>
        )
      }
    >
      {errorText ? errorText(message) : t(`portal.${area}.loadFailed`, { message })}
    </Notice>
  );
}
