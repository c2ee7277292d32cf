import { Alert, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgressV2Data } from '../../../protocol/apply';
import { applyApi } from '../../api';
import { useScreenCheck } from '../../app/routes/screenCheck';
import { LoadState } from '../../components/LoadState';
import { TitledPaper } from '../../components/TitledPaper';
import { useRemote } from '../../components/useRemote';
import { AuditTable } from './AuditTable';
import { PaymentTables } from './PaymentTables';
import { ProgressTimeline } from './ProgressTimeline';
import { stepLink } from './stepLinks';
import { toTimeline } from './timeline';
import { useLetterToken } from './useLetterToken';

/** `/progress`: the application's status timeline, the audit status per column, and the payment and invoice records. */
export default function ProgressPage() {
  const { t } = useTranslation();
  const load = useCallback(() => applyApi.progressV2(), []);
  const { remote, retry } = useRemote(load);
  return (
    <TitledPaper id="progress-title" level={1} title={t('portal.progress.title')}>
      {remote.state !== 'ready' ? (
        <LoadState area="progress" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />
      ) : (
        <Progress data={remote.data} />
      )}
    </TitledPaper>
  );
}

function Progress({ data }: { data: ProgressV2Data }) {
  const { t } = useTranslation();
  const hasScreen = useScreenCheck();
  const items = toTimeline(data);
  const letterToken = useLetterToken(items.some((item) => item.step === 'admission'));
  return (
    <>
      <Typography>{data.batch_name ? t('portal.progress.batch', { batch: data.batch_name }) : t('portal.progress.noBatch')}</Typography>
      <section aria-labelledby="progress-timeline">
        <Typography id="progress-timeline" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('portal.progress.timeline')}
        </Typography>
        <ProgressTimeline items={items} linkOf={(item) => stepLink(item.step, letterToken, hasScreen)} />
      </section>
      {data.status === 'submitted' && (
        <Alert severity={data.review_status === 'failed' ? 'error' : data.review_status === 'passed' ? 'success' : 'info'} id="progress-review">
          {data.review_status === 'failed'
            ? t('portal.progress.reviewFailed', { reason: data.review_reason || '--' })
            : t(data.review_status === 'passed' ? 'portal.progress.reviewPassed' : 'portal.progress.reviewPending')}
        </Alert>
      )}
      <AuditTable audit={data.audit} />
      <PaymentTables />
    </>
  );
}
