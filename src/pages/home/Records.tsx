import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeData } from '../../../protocol/apply';
import type { PaymentInfoData } from '../../api/apply';
import { letterStatus, type LetterStatus } from '../recommend/status';
import { formatTime } from './batchWindow';
import { RecordTable } from './RecordTable';

/** Application records: batch, track, start, end, status, submit time (drawn again only when they change, as the letters). */
export const ApplicationRecords = memo(function ApplicationRecords({ records }: { records: HomeData['applications'] }) {
  const { t } = useTranslation();
  const columns = [t('portal.home.batchName'), t('portal.home.track'), t('portal.home.start'), t('portal.home.end'), t('portal.home.status'), t('portal.home.submitTime')];
  const rows = records.map((record) => [record.batch_name, record.track_name, formatTime(record.start_time), formatTime(record.end_time), record.status_text, formatTime(record.submit_time) || '--']);
  return <RecordTable id="home-applications" title={t('portal.home.applications')} columns={columns} rows={rows} emptyText={t('portal.home.noApplications')} />;
});

const LETTER_TEXT = { notSent: 'portal.home.letterNotInvited', sent: 'portal.home.letterInvited', completed: 'portal.home.letterSubmitted' } as const satisfies Record<LetterStatus, string>;

/** Recommendation records: referee name, e-mail, invitation, filling and letter states (not invited, invited, submitted). */
export const RecommendationRecords = memo(function RecommendationRecords({ records }: { records: HomeData['recommendations'] }) {
  const { t } = useTranslation();
  const columns = [t('portal.home.refName'), t('portal.home.refEmail'), t('portal.home.sendState'), t('portal.home.writeState'), t('portal.home.letterState')];
  const rows = records.map((record) => [
    record.name,
    record.email,
    record.send_state === 1 ? t('portal.home.sent') : t('portal.home.notSent'),
    record.write_state === 1 ? t('portal.home.written') : t('portal.home.notWritten'),
    t(LETTER_TEXT[letterStatus(record)]),
  ]);
  return <RecordTable id="home-recommendations" title={t('portal.home.recommendations')} columns={columns} rows={rows} emptyText={t('portal.home.noRecommendations')} />;
});

/** Payment and invoice records (org.paymentInfo). */
export function PaymentRecords({ info }: { info: PaymentInfoData }) {
  const { t } = useTranslation();
  const payments = info.payments.map((record) => [record.plan, record.type, record.amount.toFixed(2), formatTime(record.date, false), record.method, record.status]);
  const invoices = info.invoices.map((record) => [record.billing_id, record.type, record.amount.toFixed(2), record.charge_type, record.title, record.credit_code, formatTime(record.date, false)]);
  return (
    <>
      <RecordTable
        id="home-payments"
        title={t('portal.home.payments')}
        columns={[t('portal.home.plan'), t('portal.home.type'), t('portal.home.amount'), t('portal.home.date'), t('portal.home.method'), t('portal.home.status')]}
        rows={payments}
        emptyText={t('portal.home.noPayments')}
      />
      <RecordTable
        id="home-invoices"
        title={t('portal.home.invoices')}
        columns={[t('portal.home.billingId'), t('portal.home.type'), t('portal.home.amount'), t('portal.home.chargeType'), t('portal.home.invoiceTitle'), t('portal.home.creditCode'), t('portal.home.date')]}
        rows={invoices}
        emptyText={t('portal.home.noInvoices')}
      />
    </>
  );
}
