import { Alert, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApi } from '../../api';
import { LoadState } from '../../components/LoadState';
import { TitledPaper } from '../../components/TitledPaper';
import { useRemote } from '../../components/useRemote';
import { AuditTable } from './AuditTable';
import { ProgressTimeline } from './ProgressTimeline';
import { toTimeline } from './timeline';

/** `/progress`: the application's status timeline and the audit status per column. */
export default function ProgressPage() {
  const { t } = useTranslation();
  const load = useCallback(() => applyApi.progressV2(), []);
  const { remote, retry } = useRemote(load);
  return (
    <TitledPaper id="progress-title" level={1} title={t('portal.progress.title')}>
      {remote.state !== 'ready' ? (
        <LoadState area="progress" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />
      ) : (
        <>
          <Typography>{remote.data.batch_name ? t('portal.progress.batch', { batch: remote.data.batch_name }) : t('portal.progress.noBatch')}</Typography>
          <section aria-labelledby="progress-timeline">
            <Typography id="progress-timeline" component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('portal.progress.timeline')}
            </Typography>
            <ProgressTimeline items={toTimeline(remote.data)} />
          </section>
          {remote.data.status === 'submitted' && (
            <Alert severity={remote.data.review_status === 'failed' ? 'error' : remote.data.review_status === 'passed' ? 'success' : 'info'}>
              {remote.data.review_status === 'failed'
                ? t('portal.progress.reviewFailed', { reason: remote.data.review_reason || '--' })
                : t(remote.data.review_status === 'passed' ? 'portal.progress.reviewPassed' : 'portal.progress.reviewPending')}
            </Alert>
          )}
          <AuditTable audit={remote.data.audit} />
        </>
      )}
    </TitledPaper>
  );
}
