import type { MessageKey } from '../../schema-adapters';
import { isRecord } from '../../schema-adapters/keywords/record';
import { isOneOf } from '../../protocol/isOneOf';
import type { ColumnAudit, OperatorAction, OperatorActionKind } from '../services/operator/types';
import { FORMS } from './operatorFields';

/** The text fields of one submitted console form, as typed. */
export type FormValues = Record<string, string>;

/** Why a form cannot become an action: a message key and its values. */
export interface InputError {
  key: MessageKey;
  params?: Record<string, string>;
}

export type Parsed = { ok: true; action: OperatorAction } | { ok: false; error: InputError };

const COLUMN_ROWS = FORMS.review.rows?.count ?? 0;
const ITEM_ROWS = FORMS.retest.rows?.count ?? 0;

export const ACTION_KINDS: readonly OperatorActionKind[] = ['review', 'supplement', 'retest', 'interview', 'interview-result', 'admit', 'payment', 'invoice'];

/** The console's times are Beijing time, as the messages the applicant receives name them. */
const BEIJING = '+08:00';
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

class Invalid extends Error {
  constructor(readonly error: InputError) {
    super(error.key);
  }
}

const fail = (key: MessageKey, params: Record<string, string> = {}): never => {
  throw new Invalid({ key, params });
};

/** Only plain text values count: a repeated field (an array) is treated as missing. */
export function formValues(body: unknown): FormValues {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const text = (values: FormValues, name: string): string => (values[name] ?? '').trim();

function required(values: FormValues, name: string): string {
  const value = text(values, name);
  if (!value) fail('web.operator.error.missing', { field: name });
  return value;
}

function choice<T extends string>(values: FormValues, name: string, options: readonly T[]): T {
  const value = required(values, name);
  return isOneOf(options, value) ? value : fail('web.operator.error.badChoice', { field: name });
}

/** A `datetime-local` value read as Beijing time, in ms. */
function time(values: FormValues, name: string): number {
  const value = required(values, name);
  const ms = LOCAL_TIME.test(value) ? Date.parse(`${value.length === 16 ? `${value}:00` : value}${BEIJING}`) : NaN;
  if (Number.isNaN(ms)) fail('web.operator.error.badTime', { field: name });
  return ms;
}

function optionalTime(values: FormValues, name: string): number | undefined {
  return text(values, name) ? time(values, name) : undefined;
}

/** A `date` value: the start of that day in Beijing, in ms. */
function day(values: FormValues, name: string): number {
  const value = required(values, name);
  const ms = DAY.test(value) ? Date.parse(`${value}T00:00:00${BEIJING}`) : NaN;
  if (Number.isNaN(ms)) fail('web.operator.error.badTime', { field: name });
  return ms;
}

function amount(values: FormValues, name: string): number {
  const value = Number(required(values, name));
  if (!Number.isFinite(value) || value < 0) fail('web.operator.error.badAmount', { field: name });
  return value;
}

/** The definitions textarea: a JSON list, or an object holding the list under `fields` (as the fixtures do). */
function definitions(values: FormValues, name: string): unknown[] {
  const source = required(values, name);
  let decoded: unknown;
  try {
    decoded = JSON.parse(source);
  } catch (error) {
    return fail('web.operator.error.badJson', { field: name, detail: error instanceof Error ? error.message : String(error) });
  }
  if (Array.isArray(decoded)) return decoded;
  const list = isRecord(decoded) ? decoded.fields : undefined;
  return Array.isArray(list) ? list : fail('web.operator.error.notList', { field: name });
}

function columns(values: FormValues): ColumnAudit[] {
  const rows: ColumnAudit[] = [];
  for (let index = 0; index < COLUMN_ROWS; index += 1) {
    const column = text(values, `column_${index}`);
    if (!column) continue;
    const status = choice(values, `column_status_${index}`, ['passed', 'failed'] as const);
    rows.push({ column, status, reason: text(values, `column_reason_${index}`) });
  }
  return rows;
}

function items(values: FormValues): Array<{ title: string; time: number; place: string }> {
  const rows = [];
  for (let index = 0; index < ITEM_ROWS; index += 1) {
    const names = [`item_title_${index}`, `item_time_${index}`, `item_place_${index}`];
    if (names.every((name) => !text(values, name))) continue;
    rows.push({ title: required(values, names[0] ?? ''), time: time(values, names[1] ?? ''), place: required(values, names[2] ?? '') });
  }
  if (rows.length === 0) fail('web.operator.error.noItems');
  return rows;
}

const optional = (values: FormValues, name: string): { [key: string]: string } => (text(values, name) ? { [name]: text(values, name) } : {});

function build(kind: OperatorActionKind, values: FormValues): OperatorAction {
  switch (kind) {
    case 'review': {
      const reason = text(values, 'reason');
      const list = columns(values);
      return { kind, result: choice(values, 'result', ['pass', 'fail'] as const), ...(reason ? { reason } : {}), ...(list.length ? { columns: list } : {}) };
    }
    case 'supplement': {
      const deadline = optionalTime(values, 'deadline');
      return { kind, fields: definitions(values, 'fields'), ...(deadline === undefined ? {} : { deadline }) };
    }
    case 'retest':
      return { kind, fields: definitions(values, 'fields'), items: items(values) };
    case 'interview':
      return { kind, time: time(values, 'time'), place: required(values, 'place'), notice: text(values, 'notice'), confirmBy: time(values, 'confirm_by') };
    case 'interview-result':
      return { kind, result: choice(values, 'result', ['pass', 'fail'] as const), protocol: text(values, 'protocol') };
    case 'admit':
      return { kind, result: choice(values, 'result', ['admitted', 'waitlisted', 'rejected'] as const), ...optional(values, 'title'), ...optional(values, 'content') };
    case 'payment':
      return {
        kind,
        record: { plan: required(values, 'plan'), type: required(values, 'type'), amount: amount(values, 'amount'), date: day(values, 'date'), method: required(values, 'method'), status: required(values, 'status') },
      };
    case 'invoice':
      return {
        kind,
        record: {
          billing_id: required(values, 'billing_id'),
          type: required(values, 'type'),
          amount: amount(values, 'amount'),
          charge_type: required(values, 'charge_type'),
          title: required(values, 'title'),
          credit_code: text(values, 'credit_code'),
          date: day(values, 'date'),
        },
      };
  }
}

export const isActionKind = (value: unknown): value is OperatorActionKind => isOneOf(ACTION_KINDS, value);

/** The action one console form asks for, or the first problem of its input. */
export function parseAction(kind: OperatorActionKind, values: FormValues): Parsed {
  try {
    return { ok: true, action: build(kind, values) };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, error: error.error };
    throw error;
  }
}
