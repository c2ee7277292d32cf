import { Stack } from '@mui/material';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApi } from '../../api';
import { useRemote } from '../../components/useRemote';
import { useProjectStore } from '../../store';
import { RecordTable } from '../home/RecordTable';
import { formatTime } from '../home/batchWindow';
import { amountText } from './money';

/** The payment and invoice records (spec section 3), each table only when it has rows. */
export function PaymentTables() {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const load = useCallback(() => applyApi.paymentInfo(), []);
  const { remote } = useRemote(load);
  if (remote.state !== 'ready') return null;
  const { payments, invoices } = remote.data;
  if (payments.length === 0 && invoices.length === 0) return null;
  return (
    <Stack spacing={3}>
      {payments.length > 0 && (
        <RecordTable
          id="progress-payments"
          title={t('portal.progress.payments')}
          columns={(['plan', 'type', 'amount', 'date', 'method', 'status'] as const).map((column) => t(`portal.progress.payment.${column}`))}
          rows={payments.map((row) => [row.plan, row.type, amountText(row.amount, locale), formatTime(row.date, false), row.method, row.status])}
          emptyText=""
        />
      )}
      {invoices.length > 0 && (
        <RecordTable
          id="progress-invoices"
          title={t('portal.progress.invoices')}
          columns={(['billingId', 'type', 'amount', 'chargeType', 'title', 'creditCode', 'date'] as const).map((column) => t(`portal.progress.invoice.${column}`))}
          rows={invoices.map((row) => [row.billing_id, row.type, amountText(row.amount, locale), row.charge_type, row.title, row.credit_code, formatTime(row.date, false)])}
          emptyText=""
        />
      )}
    </Stack>
  );
}
