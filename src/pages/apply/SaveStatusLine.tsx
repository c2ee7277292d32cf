import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './autosaver';
import { failureText } from '../../components/failureText';
import { formatTime } from './windows';

/** The status message (role=status): Saving… / Saved / retrying in n s / failed; "Retry now" while retrying. */
export function SaveStatusLine({ status, draftKept, onRetry }: { status: SaveStatus; draftKept: boolean; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  let text: string;
  switch (status.kind) {
    case 'saving':
      text = t('portal.apply.status.saving');
      break;
    case 'saved': {
      const time = formatTime(status.at / 1000, i18n.language);
      const count = status.result.errors.length;
      text = status.result.state === 2 ? t('portal.apply.status.savedComplete', { time }) : t('portal.apply.status.savedPartial', { time, count });
      break;
    }
    case 'retrying':
      text = t('portal.apply.status.retrying', { reason: failureText(status.error, t, t('portal.apply.status.offline')), seconds: Math.round(status.delayMs / 1000), attempt: status.attempt });
      break;
    case 'failed':
      text = t('portal.apply.status.failed', { reason: failureText(status.error, t, t('portal.apply.status.offline')) });
      break;
    case 'dirty':
    case 'stale':
      text = draftKept ? t('portal.apply.status.dirty') : t('portal.apply.status.notKept');
      break;
    default:
      text = t('portal.apply.status.idle');
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32 }}>
      <Typography role="status" aria-live="polite" variant="body2" data-testid="apply-save-status" data-kind={status.kind} color={status.kind === 'failed' ? 'error' : 'text.secondary'}>
        {text}
      </Typography>
      {(status.kind === 'retrying' || status.kind === 'failed') && (
        <Button size="small" onClick={onRetry}>
          {t('portal.apply.save.retryNow')}
        </Button>
      )}
    </Stack>
  );
}
