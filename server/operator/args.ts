import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isOneOf } from '../../protocol/isOneOf';
import type { ColumnAudit, OperatorAction } from '../services/operator/types';

/** Arguments that do not make a command (exit 2). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const USAGE = `usage: npm run operator -- <action> <domain> <applicant e-mail or phone> [options]
  review pass|fail [--reason TEXT] [--column KEY:pass|fail:REASON ...]
  supplement --fields FILE [--deadline ISO]
  retest --fields FILE --item 'title|time ISO|place' [--item ...]
  interview --time ISO --place TEXT --notice TEXT --confirm-by ISO
  interview-result pass|fail --protocol TEXT
  admit admitted|waitlisted|rejected [--title TEXT] [--content TEXT]
  payment --plan TEXT --type TEXT --amount NUMBER --date ISO --method TEXT --status TEXT
  invoice --billing-id TEXT --type TEXT --amount NUMBER --charge-type TEXT --title TEXT --credit-code TEXT --date ISO
  npm run operator -- list <domain>     one JSON line per application
  npm run operator -- move-files        moves files kept under DATA_DIR/uploads/ into PostgreSQL or the S3_URL bucket
Prints one JSON line; exits 0 done, 1 refused, 2 bad arguments. Times are ISO 8601 (2026-12-01T09:30:00+08:00).`;

/** What the command line asks for. */
export type Command =
  | { kind: 'help' }
  | { kind: 'list'; domain: string }
  | { kind: 'move-files' }
  /** `build` turns the definitions file's text into fields with the given reader (unusable definitions are a refusal). */
  | { kind: 'action'; domain: string; applicant: string; build: (fields: (text: string) => unknown[]) => OperatorAction };

type Options = Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>;

const text = { type: 'string' } as const;
const many = { type: 'string', multiple: true } as const;

const OPTIONS: Record<string, Options> = {
  review: { reason: text, column: many },
  supplement: { fields: text, deadline: text },
  retest: { fields: text, item: many },
  interview: { time: text, place: text, notice: text, 'confirm-by': text },
  'interview-result': { protocol: text },
  admit: { title: text, content: text },
  payment: { plan: text, type: text, amount: text, date: text, method: text, status: text },
  invoice: { 'billing-id': text, type: text, amount: text, 'charge-type': text, title: text, 'credit-code': text, date: text },
};

/** Which actions take a result word after the applicant, and the words they take. */
const PASS_FAIL = ['pass', 'fail'] as const;
const ADMISSION_RESULTS = ['admitted', 'waitlisted', 'rejected'] as const;
const RESULTS: Record<string, readonly string[]> = {
  review: PASS_FAIL,
  'interview-result': PASS_FAIL,
  admit: ADMISSION_RESULTS,
};

const ISO = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

export function isoTime(value: string, what: string): number {
  const ms = ISO.test(value.trim()) ? Date.parse(value.trim()) : Number.NaN;
  if (!Number.isFinite(ms)) throw new UsageError(`${what} must be an ISO 8601 time such as 2026-12-01T09:30:00+08:00, not "${value}"`);
  return ms;
}

function amountOf(value: string): number {
  const amount = Number(value);
  if (!value.trim() || !Number.isFinite(amount)) throw new UsageError(`--amount must be a number, not "${value}"`);
  return amount;
}

function columnOf(value: string): ColumnAudit {
  const [column = '', status = '', ...reason] = value.split(':');
  if (!column.trim() || (status !== 'pass' && status !== 'fail')) throw new UsageError(`--column must be KEY:pass|fail:REASON, not "${value}"`);
  return { column: column.trim(), status: status === 'pass' ? 'passed' : 'failed', reason: reason.join(':').trim() };
}

function itemOf(value: string): { title: string; time: number; place: string } {
  const parts = value.split('|');
  const [title = '', time = '', place = ''] = parts;
  if (parts.length !== 3 || !title.trim() || !place.trim()) throw new UsageError(`--item must be 'title|time|place', not "${value}"`);
  return { title: title.trim(), time: isoTime(time, '--item time'), place: place.trim() };
}

function readDefinitions(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`--fields ${path} cannot be read`);
  }
}

type Values = Record<string, string | boolean | Array<string | boolean> | undefined>;

function need(values: Values, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || !value.trim()) throw new UsageError(`--${name} is required`);
  return value;
}

const optional = (values: Values, name: string): string | undefined => {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
};

const list = (values: Values, name: string): string[] => {
  const value = values[name];
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
};

/** The result word as one of `words` (parseCommand has checked it before an action is built). */
function resultOf<T extends string>(result: string, words: readonly T[]): T {
  if (!isOneOf(words, result)) throw new UsageError(`one of ${words.join('|')} is required after the applicant`);
  return result;
}

/** Builds the action once the definitions file's text can be turned into fields. */
type ActionBuild = (fields: (text: string) => unknown[]) => OperatorAction;

function reviewAction(result: string, values: Values): ActionBuild {
  const reason = optional(values, 'reason');
  const columns = list(values, 'column').map(columnOf);
  return () => ({ kind: 'review', result: resultOf(result, PASS_FAIL), ...(reason !== undefined ? { reason } : {}), columns });
}

function supplementAction(values: Values): ActionBuild {
  const definitions = readDefinitions(need(values, 'fields'));
  const deadline = optional(values, 'deadline');
  const at = deadline === undefined ? undefined : isoTime(deadline, '--deadline');
  return (fields) => ({ kind: 'supplement', fields: fields(definitions), ...(at !== undefined ? { deadline: at } : {}) });
}

function retestAction(values: Values): ActionBuild {
  const definitions = readDefinitions(need(values, 'fields'));
  const items = list(values, 'item').map(itemOf);
  if (items.length === 0) throw new UsageError(`--item is required (one per arrangement)`);
  return (fields) => ({ kind: 'retest', fields: fields(definitions), items });
}

function interviewAction(values: Values): ActionBuild {
  const action: OperatorAction = {
    kind: 'interview',
    time: isoTime(need(values, 'time'), '--time'),
    place: need(values, 'place').trim(),
    notice: need(values, 'notice').trim(),
    confirmBy: isoTime(need(values, 'confirm-by'), '--confirm-by'),
  };
  return () => action;
}

function interviewResultAction(result: string, values: Values): ActionBuild {
  const action: OperatorAction = { kind: 'interview-result', result: resultOf(result, PASS_FAIL), protocol: need(values, 'protocol').trim() };
  return () => action;
}

function admitAction(result: string, values: Values): ActionBuild {
  const title = optional(values, 'title');
  const content = optional(values, 'content');
  const action: OperatorAction = { kind: 'admit', result: resultOf(result, ADMISSION_RESULTS), ...(title !== undefined ? { title } : {}), ...(content !== undefined ? { content } : {}) };
  return () => action;
}

function paymentAction(values: Values): ActionBuild {
  const record = {
    plan: need(values, 'plan'),
    type: need(values, 'type'),
    amount: amountOf(need(values, 'amount')),
    date: isoTime(need(values, 'date'), '--date'),
    method: need(values, 'method'),
    status: need(values, 'status'),
  };
  return () => ({ kind: 'payment', record });
}

function invoiceAction(values: Values): ActionBuild {
  const record = {
    billing_id: need(values, 'billing-id'),
    type: need(values, 'type'),
    amount: amountOf(need(values, 'amount')),
    charge_type: need(values, 'charge-type'),
    title: need(values, 'title'),
    credit_code: need(values, 'credit-code'),
    date: isoTime(need(values, 'date'), '--date'),
  };
  return () => ({ kind: 'invoice', record });
}

/** The action an action name, its result word and its options describe (the definitions file read, not yet checked). */
function actionOf(kind: string, result: string, values: Values): ActionBuild {
  switch (kind) {
    case 'review':
      return reviewAction(result, values);
    case 'supplement':
      return supplementAction(values);
    case 'retest':
      return retestAction(values);
    case 'interview':
      return interviewAction(values);
    case 'interview-result':
      return interviewResultAction(result, values);
    case 'admit':
      return admitAction(result, values);
    case 'payment':
      return paymentAction(values);
    default:
      return invoiceAction(values);
  }
}

function parse(args: string[], options: Options) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Reads the command line (without `node` and the script); a command that cannot run throws a UsageError. */
export function parseCommand(argv: string[]): Command {
  if (argv.length === 0) throw new UsageError('an action is required');
  if (argv.includes('--help') || argv.includes('-h')) return { kind: 'help' };
  const [kind = '', ...rest] = argv;
  if (kind === 'move-files') {
    if (rest.length > 0) throw new UsageError('move-files takes no arguments');
    return { kind: 'move-files' };
  }
  if (kind === 'list') {
    const { positionals } = parse(rest, {});
    if (positionals.length !== 1 || !positionals[0]) throw new UsageError('list takes one domain');
    return { kind: 'list', domain: positionals[0] };
  }
  const options = OPTIONS[kind];
  if (!options) throw new UsageError(`unknown action "${kind}"`);
  const { values, positionals } = parse(rest, options);
  const words = RESULTS[kind];
  const [domain = '', applicant = '', result = '', ...extra] = positionals;
  if (!domain.trim() || !applicant.trim()) throw new UsageError(`${kind} needs a domain and an applicant's e-mail or phone`);
  if (words && !words.includes(result)) throw new UsageError(`${kind} needs one of ${words.join('|')} after the applicant`);
  const surplus = words ? extra : [result, ...extra].filter(Boolean);
  if (surplus.length > 0) throw new UsageError(`unexpected argument "${surplus[0]}"`);
  return { kind: 'action', domain: domain.trim(), applicant: applicant.trim(), build: actionOf(kind, result, values) };
}
