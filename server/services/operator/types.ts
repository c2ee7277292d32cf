import type { ApplicationStatus, InvoiceRecord, PaymentRecord } from '../../../protocol/apply';
import type { MessageKey } from '../../../schema-adapters';
import type { ServerContext } from '../../context';

/** What an operator action needs: the server's database, configuration, clock and form runtime. */
export type OperatorContext = Pick<ServerContext, 'db' | 'config' | 'clock' | 'forms'>;

/** An audit result of one column (a module id as text, or a column name such as `basic`). */
export interface ColumnAudit {
  column: string;
  status: 'passed' | 'failed';
  reason: string;
}

/** One action of the operator console and CLI. Times are milliseconds. */
export type OperatorAction =
  | { kind: 'review'; result: 'pass' | 'fail'; reason?: string; columns?: ColumnAudit[] }
  | { kind: 'supplement'; fields: unknown[]; deadline?: number }
  | { kind: 'retest'; fields: unknown[]; items: Array<{ title: string; time: number; place: string }> }
  | { kind: 'interview'; time: number; place: string; notice: string; confirmBy: number }
  | { kind: 'interview-result'; result: 'pass' | 'fail'; protocol: string }
  | { kind: 'admit'; result: 'admitted' | 'waitlisted' | 'rejected'; title?: string; content?: string }
  | { kind: 'payment'; record: PaymentRecord }
  | { kind: 'invoice'; record: InvoiceRecord };

export type OperatorActionKind = OperatorAction['kind'];

/** Whom an action is for: the project's domain and the applicant's e-mail or phone number (normalised on lookup). */
export interface OperatorTarget {
  domain: string;
  applicant: string;
}

/** What a done action answers (the CLI prints it as one JSON line). */
export interface OperatorOutcome {
  ok: true;
  action: OperatorActionKind;
  domain: string;
  applicant: string;
  /** The applicant's message centre entry and outbox e-mail the action sent. */
  message_id: number;
  outbox_id: number;
  /** Action-specific details, e.g. the admission letter link. */
  details: Record<string, unknown>;
}

/** One application of a project, as the console and `list` show it. */
export interface ApplicationSummary {
  applicant: string;
  name: string;
  status: ApplicationStatus;
  review_status: 'pending' | 'passed' | 'failed';
  /** ISO 8601, or null when never submitted. */
  submitted_at: string | null;
  /** The furthest published stage: submitted, reviewed, supplementary, retest, interview, interview_result, admission. */
  stage: string;
}

/** A project the console can act on. */
export interface ProjectSummary {
  domain: string;
  title: { sc: string; tc: string; en: string };
  /** Password-free project (temporary accounts only). */
  free: boolean;
}

/** The action cannot be done on this application (CLI exit 1); `reason` is a translation key, `params` its values. */
export class OperatorRefusal extends Error {
  constructor(
    readonly reason: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(reason);
    this.name = 'OperatorRefusal';
  }
}
