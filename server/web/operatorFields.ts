import type { MessageKey } from '../../schema-adapters';
import type { OperatorActionKind } from '../services/operator/types';

type InputKind = 'text' | 'textarea' | 'json' | 'datetime' | 'date' | 'number' | 'select';

/** One input of a console form. */
export interface FieldSpec {
  name: string;
  label: MessageKey;
  kind: InputKind;
  required?: boolean;
  options?: ReadonlyArray<{ value: string; label: MessageKey }>;
}

/** A repeated group of inputs (per-column results, re-examination arrangements), named `{name}_{row}`. */
export interface RowsSpec {
  legend: MessageKey;
  count: number;
  fields: FieldSpec[];
}

export interface FormSpec {
  title: MessageKey;
  fields: FieldSpec[];
  rows?: RowsSpec;
}

const PASS_FAIL = [
  { value: 'pass', label: 'web.operator.option.pass' },
  { value: 'fail', label: 'web.operator.option.fail' },
] as const;

/** The forms of the console, one per action, in the order of an application's journey. */
export const FORMS: Record<OperatorActionKind, FormSpec> = {
  review: {
    title: 'web.operator.action.review',
    fields: [
      { name: 'result', label: 'web.operator.field.result', kind: 'select', required: true, options: PASS_FAIL },
      { name: 'reason', label: 'web.operator.field.reason', kind: 'textarea' },
    ],
    rows: {
      legend: 'web.operator.field.columns',
      count: 4,
      fields: [
        { name: 'column', label: 'web.operator.field.column', kind: 'select' },
        {
          name: 'column_status',
          label: 'web.operator.field.columnStatus',
          kind: 'select',
          options: [
            { value: 'passed', label: 'web.operator.option.pass' },
            { value: 'failed', label: 'web.operator.option.fail' },
          ],
        },
        { name: 'column_reason', label: 'web.operator.field.columnReason', kind: 'text' },
      ],
    },
  },
  supplement: {
    title: 'web.operator.action.supplement',
    fields: [
      { name: 'fields', label: 'web.operator.field.definitions', kind: 'json', required: true },
      { name: 'deadline', label: 'web.operator.field.deadline', kind: 'datetime' },
    ],
  },
  retest: {
    title: 'web.operator.action.retest',
    fields: [{ name: 'fields', label: 'web.operator.field.definitions', kind: 'json', required: true }],
    rows: {
      legend: 'web.operator.field.items',
      count: 3,
      fields: [
        { name: 'item_title', label: 'web.operator.field.itemTitle', kind: 'text' },
        { name: 'item_time', label: 'web.operator.field.itemTime', kind: 'datetime' },
        { name: 'item_place', label: 'web.operator.field.itemPlace', kind: 'text' },
      ],
    },
  },
  interview: {
    title: 'web.operator.action.interview',
    fields: [
      { name: 'time', label: 'web.operator.field.time', kind: 'datetime', required: true },
      { name: 'place', label: 'web.operator.field.place', kind: 'text', required: true },
      { name: 'notice', label: 'web.operator.field.notice', kind: 'textarea' },
      { name: 'confirm_by', label: 'web.operator.field.confirmBy', kind: 'datetime', required: true },
    ],
  },
  'interview-result': {
    title: 'web.operator.action.interviewResult',
    fields: [
      { name: 'result', label: 'web.operator.field.result', kind: 'select', required: true, options: PASS_FAIL },
      { name: 'protocol', label: 'web.operator.field.protocol', kind: 'textarea' },
    ],
  },
  admit: {
    title: 'web.operator.action.admit',
    fields: [
      {
        name: 'result',
        label: 'web.operator.field.result',
        kind: 'select',
        required: true,
        options: [
          { value: 'admitted', label: 'web.operator.option.admitted' },
          { value: 'waitlisted', label: 'web.operator.option.waitlisted' },
          { value: 'rejected', label: 'web.operator.option.rejected' },
        ],
      },
      { name: 'title', label: 'web.operator.field.letterTitle', kind: 'text' },
      { name: 'content', label: 'web.operator.field.letterContent', kind: 'textarea' },
    ],
  },
  payment: {
    title: 'web.operator.action.payment',
    fields: [
      { name: 'plan', label: 'web.operator.field.plan', kind: 'text', required: true },
      { name: 'type', label: 'web.operator.field.paymentType', kind: 'text', required: true },
      { name: 'amount', label: 'web.operator.field.amount', kind: 'number', required: true },
      { name: 'date', label: 'web.operator.field.date', kind: 'date', required: true },
      { name: 'method', label: 'web.operator.field.method', kind: 'text', required: true },
      { name: 'status', label: 'web.operator.field.paymentStatus', kind: 'text', required: true },
    ],
  },
  invoice: {
    title: 'web.operator.action.invoice',
    fields: [
      { name: 'billing_id', label: 'web.operator.field.billingId', kind: 'text', required: true },
      { name: 'type', label: 'web.operator.field.invoiceType', kind: 'text', required: true },
      { name: 'amount', label: 'web.operator.field.amount', kind: 'number', required: true },
      { name: 'charge_type', label: 'web.operator.field.chargeType', kind: 'text', required: true },
      { name: 'title', label: 'web.operator.field.invoiceTitle', kind: 'text', required: true },
      { name: 'credit_code', label: 'web.operator.field.creditCode', kind: 'text' },
      { name: 'date', label: 'web.operator.field.date', kind: 'date', required: true },
    ],
  },
};

/** The label of an input by its name (`{name}_{row}` for a row's input, with the row number from 1). */
export function fieldLabel(kind: OperatorActionKind, name: string): { label: MessageKey; row?: number } | undefined {
  const form = FORMS[kind];
  const plain = form.fields.find((field) => field.name === name);
  if (plain) return { label: plain.label };
  const match = /^(.+)_(\d+)$/.exec(name);
  const field = match ? form.rows?.fields.find((entry) => entry.name === match[1]) : undefined;
  return field && match ? { label: field.label, row: Number(match[2]) + 1 } : undefined;
}
