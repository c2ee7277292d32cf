import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatTime } from '../home/batchWindow';
import { rememberApplicationState } from './applicationState';
import { LifecycleActions } from './LifecycleActions';

/** Props of {@link SubmittedState}. */
export interface SubmittedStateProps {
  /** Unix seconds, or null. */
  submittedAt: number | null;
  /** After a confirmed withdraw: reload. */
  onChanged: () => void;
}

/** A submitted application: read-only notice, links to preview and progress, and withdrawing (with confirmation). */
export function SubmittedState({ submittedAt, onChanged }: SubmittedStateProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        {t('portal.submit.alreadySubmitted')}
        {submittedAt ? ` · ${t('portal.submit.submittedNotice', { time: formatTime(submittedAt) })}` : ''}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to="/preview" variant="outlined">
          {t('portal.submit.toPreview')}
        </Button>
        <Button component={RouterLink} to="/progress" variant="outlined">
          {t('portal.submit.toProgress')}
        </Button>
      </Stack>
      <LifecycleActions
        status="submitted"
        onChanged={() => {
          rememberApplicationState(false);
          onChanged();
        }}
      />
    </Stack>
  );
}
