import '../../messages';
import type { ApplicationExtra } from '../../../protocol/apply';
import { translate } from '../../../schema-adapters';
import { type ActionEnv, applicantNotice, type Change } from './change';
import { formatDate } from './language';
import type { OperatorAction } from './types';

type PaymentAction = Extract<OperatorAction, { kind: 'payment' }>;
type InvoiceAction = Extract<OperatorAction, { kind: 'invoice' }>;

const amountText = (amount: number) => amount.toFixed(2);

/** Appends a payment record (the progress screen's payment table). */
export function paymentChange(env: ActionEnv, action: PaymentAction): Change {
  const { record } = action;
  return (extra: ApplicationExtra) => {
    extra.payments = [...(extra.payments ?? []), record];
    return {
      details: { payments: extra.payments.length, record },
      notice: applicantNotice(env, 'server.operator.payment.subject', (locale) => [
        translate(locale, 'server.operator.payment.body', { ...record, amount: amountText(record.amount), date: formatDate(record.date, locale) }),
      ]),
    };
  };
}

/** Appends an invoice record (the progress screen's invoice table). */
export function invoiceChange(env: ActionEnv, action: InvoiceAction): Change {
  const { record } = action;
  return (extra: ApplicationExtra) => {
    extra.invoices = [...(extra.invoices ?? []), record];
    return {
      details: { invoices: extra.invoices.length, record },
      notice: applicantNotice(env, 'server.operator.invoice.subject', (locale) => [
        translate(locale, 'server.operator.invoice.body', {
          billingId: record.billing_id,
          amount: amountText(record.amount),
          chargeType: record.charge_type,
          title: record.title,
          date: formatDate(record.date, locale),
        }),
      ]),
    };
  };
}
