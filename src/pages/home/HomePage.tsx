import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../renderers/ui/Notice';
import { RouteButton } from '../../components/route/RouteButton';
import { PlainStack } from '../../../renderers/ui/PlainStack';
import text from '../../../renderers/ui/typography.module.css';
import { rememberApplicationState } from '../submit/applicationState';
import { LifecycleActions } from '../submit/LifecycleActions';
import { formatTime } from './batchWindow';
import { BatchList } from './BatchList';
import { LoadState } from '../../components/LoadState';
import { QuestionnaireOffer } from '../questionnaire/QuestionnaireOffer';
import { TitledPaper } from '../../components/TitledPaper';
import { ApplicationRecords, PaymentRecords, RecommendationRecords } from './Records';
import classes from './HomePage.module.css';
import { useHomeData } from './useHomeData';

/** `/`: batches and tracks with their windows, the application, recommendation and payment records. */
export default function HomePage() {
  const { t } = useTranslation();
  const { overview, payments, reload, retryPayments } = useHomeData();
  const [notice, setNotice] = useState('');

  return (
    <TitledPaper id="home-title" level={1} title={t('portal.home.title')}>
      {notice && (
        <Notice severity="success" role="status">
          {notice}
        </Notice>
      )}
      {overview.state !== 'ready' ? (
        <LoadState area="home" state={overview.state} error={overview.state === 'error' ? overview.error : undefined} onRetry={reload} />
      ) : (
        <>
          {overview.data.applied.status !== 'none' && overview.data.applied.status !== 'draft' && (
            <PlainStack spacing={1.5}>
              <Notice severity={overview.data.applied.status === 'submitted' ? 'success' : 'warning'}>
                {overview.data.applied.status === 'submitted'
                  ? t('portal.submit.submittedNotice', { time: formatTime(overview.data.home.applications[0]?.submit_time) })
                  : t('portal.submit.withdrawnNotice')}
              </Notice>
              <PlainStack direction="row" spacing={1} wrap>
                <RouteButton to="/preview" variant="outlined">
                  {t('portal.home.viewPreview')}
                </RouteButton>
                <RouteButton to="/progress" variant="outlined">
                  {t('portal.home.viewProgress')}
                </RouteButton>
              </PlainStack>
              <LifecycleActions
                status={overview.data.applied.status}
                onChanged={(action) => {
                  rememberApplicationState(false);
                  setNotice(t(action === 'withdraw' ? 'portal.submit.withdrawn' : 'portal.submit.refilled'));
                  reload();
                }}
              />
            </PlainStack>
          )}
          <section aria-labelledby="home-batches">
            <h2 id="home-batches" className={`${text.h6} ${classes.heading}`}>
              {t('portal.home.batches')}
            </h2>
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
