import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { rememberApplicationState } from '../submit/applicationState';
import { LifecycleActions } from '../submit/LifecycleActions';
import { formatTime } from './batchWindow';
import { BatchList } from './BatchList';
import { LoadState } from '../../components/LoadState';
import { QuestionnaireOffer } from '../questionnaire/QuestionnaireOffer';
import { TitledPaper } from '../../components/TitledPaper';
import { ApplicationRecords, PaymentRecords, RecommendationRecords } from './Records';
import { useHomeData } from './useHomeData';

/** `/`: batches and tracks with their windows, the application, recommendation and payment records. */
export default function HomePage() {
  const { t } = useTranslation();
  const { overview, payments, reload, retryPayments } = useHomeData();
  const [notice, setNotice] = useState('');

  return (
    <TitledPaper id="home-title" level={1} title={t('portal.home.title')}>
      {notice && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
      {overview.state !== 'ready' ? (
        <LoadState area="home" state={overview.state} error={overview.state === 'error' ? overview.error : undefined} onRetry={reload} />
      ) : (
        <>
          {overview.data.applied.status !== 'none' && overview.data.applied.status !== 'draft' && (
            <Stack spacing={1.5}>
              <Alert severity={overview.data.applied.status === 'submitted' ? 'success' : 'warning'}>
                {overview.data.applied.status === 'submitted'
                  ? t('portal.submit.submittedNotice', { time: formatTime(overview.data.home.applications[0]?.submit_time) })
                  : t('portal.submit.withdrawnNotice')}
              </Alert>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button component={RouterLink} to="/preview" variant="outlined">
                  {t('portal.home.viewPreview')}
                </Button>
                <Button component={RouterLink} to="/progress" variant="outlined">
                  {t('portal.home.viewProgress')}
                </Button>
              </Stack>
              <LifecycleActions
                status={overview.data.applied.status}
                onChanged={(action) => {
                  rememberApplicationState(false);
                  setNotice(t(action === 'withdraw' ? 'portal.submit.withdrawn' : 'portal.submit.refilled'));
                  reload();
                }}
              />
            </Stack>
          )}
          <section aria-labelledby="home-batches">
            <Typography id="home-batches" component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('portal.home.batches')}
            </Typography>
            <BatchList batches={overview.data.home.batches.list} applied={overview.data.applied} />
          </section>
          <ApplicationRecords records={overview.data.home.applications} />
          <RecommendationRecords records={overview.data.home.recommendations} />
        </>
      )}
      {payments.state === 'error' && (
        <LoadState area="home" state="error" error={payments.error} onRetry={retryPayments} errorText={(message) => t('portal.home.paymentsFailed', { message })} />
      )}
      {payments.state === 'ready' && payments.data.payments.length + payments.data.invoices.length > 0 && <PaymentRecords info={payments.data} />}
      <QuestionnaireOffer />
    </TitledPaper>
  );
}
