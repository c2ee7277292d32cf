import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './autosaver';
import { failureText } from '../../components/failureText';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import text from '../../../renderers/ui/typography.module.css';
import classes from './SaveStatusLine.module.css';
import { formatTime } from './windows';

/** The status message (role=status): Saving… / Saved / retrying in n s / failed; "Retry now" while retrying. */
export function SaveStatusLine({ status, draftKept, onRetry }: { status: SaveStatus; draftKept: boolean; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  let message: string;
  switch (status.kind) {
    case 'saving':
      message = t('portal.apply.status.saving');
      break;
    case 'saved': {
      const time = formatTime(status.at / 1000, i18n.language);
      const count = status.result.errors.length;
      message = status.result.state === 2 ? t('portal.apply.status.savedComplete', { time }) : t('portal.apply.status.savedPartial', { time, count });
      break;
    }
    case 'retrying':
      message = t('portal.apply.status.retrying', { reason: failureText(status.error, t, t('portal.apply.status.offline')), seconds: Math.round(status.delayMs / 1000), attempt: status.attempt });
      break;
    case 'failed':
      message = t('portal.apply.status.failed', { reason: failureText(status.error, t, t('portal.apply.status.offline')) });
      break;
    case 'dirty':
    case 'stale':
      message = draftKept ? t('portal.apply.status.dirty') : t('portal.apply.status.notKept');
      break;
    default:
      message = t('portal.apply.status.idle');
  }
  return (
    <div className={classes.line}>
      <p role="status" aria-live="polite" className={`${text.body2} ${status.kind === 'failed' ? classes.failed : text.secondary}`} data-testid="apply-save-status" data-kind={status.kind}>
        {message}
      </p>
      {(status.kind === 'retrying' || status.kind === 'failed') && (
        <PlainButton size="small" onClick={onRetry}>
          {t('portal.apply.save.retryNow')}
        </PlainButton>
      )}
    </div>
  );
}
