import type { AuditEntry, ProgressData, ProgressStep, ProgressV2Data } from '../../../protocol/apply';
import { PROGRESS_STEPS } from '../../../protocol/apply';
import { type Locale, pickText, translate } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import { type ApplicationRow, extraOf, statusOf } from './application';
import { localized } from './text';
import { toSeconds, windowState } from './time';

interface Context {
  application: ApplicationRow | undefined;
  window: { start_time: number; end_time: number; title: string } | undefined;
  /** The batch's title, with the track's after it when one is chosen. */
  batchName: string;
  moduleTitles: Map<string, string>;
}

/** The current step of spec section 4's application states. */
function currentStep({ application, window }: Context, now: number): ProgressStep {
  const extra = extraOf(application);
  if (!application || application.batch_id === null) return 'not_submitted';
  if (application.status !== 'submitted') {
    return window && windowState(window.start_time, window.end_time, now) === 'closed' ? 'ended' : 'in_progress';
  }
  if (extra.completed || extra.admission) return 'completed';
  if (extra.interview && !extra.confirmations?.interview) return 'interview_confirmation';
  if (application.review_status === 'passed' && extra.supplementary?.fields && !extra.supplementary.submitted_at) return 'supplementary';
  if (window && windowState(window.start_time, window.end_time, now) === 'closed') return 'ended';
  return 'submitted';
}

function auditEntries({ application, moduleTitles }: Context, locale: Locale): AuditEntry[] {
  const audit = extraOf(application).audit ?? {};
  return Object.entries(audit)
    .filter(([, entry]) => entry && (entry.status === 'passed' || entry.status === 'failed'))
    .map(([column, entry]) => ({
      column,
      name: moduleTitles.get(column) ?? column,
      status: entry.status,
      status_text: translate(locale, `server.apply.audit.${entry.status}`),
      reason: entry.status === 'failed' ? String(entry.reason ?? '') : '',
    }));
}

async function loadContext(db: Db, application: ApplicationRow | undefined, projectId: number, locale: Locale): Promise<Context> {
  const windowId = application?.track_id ?? application?.batch_id ?? null;
  const row = windowId === null ? undefined : await db.selectFrom('batches').select(['start_time', 'end_time', 'title']).where('id', '=', windowId).executeTakeFirst();
  const modules = await db.selectFrom('modules').select(['id', 'title']).where('project_id', '=', projectId).execute();
  const batchId = application?.track_id ? application.batch_id : null;
  const batch = batchId ? await db.selectFrom('batches').select('title').where('id', '=', batchId).executeTakeFirst() : undefined;
  const windowTitle = row ? pickText(localized(row.title), locale) : '';
  return {
    application,
    window: row ? { ...row, title: windowTitle } : undefined,
    batchName: [batch ? pickText(localized(batch.title), locale) : '', windowTitle].filter(Boolean).join(' · '),
    moduleTitles: new Map(modules.map((module) => [String(module.id), pickText(localized(module.title), locale)])),
  };
}

/** apply/progress (v1). */
export async function progress(db: Db, application: ApplicationRow | undefined, projectId: number, locale: Locale, now: number): Promise<ProgressData> {
  const context = await loadContext(db, application, projectId, locale);
  const step = currentStep(context, now);
  const review = application?.review_status;
  return {
    step,
    step_text: translate(locale, `server.apply.step.${step}`),
    status: statusOf(application),
    review_status: review === 'passed' || review === 'failed' ? review : 'pending',
    review_reason: review === 'failed' ? (application?.review_reason ?? '') : '',
    submitted_at: toSeconds(application?.submitted_at),
    batch_name: context.batchName,
    audit: auditEntries(context, locale),
  };
}

/** v2 progress: the v1 answer plus the timeline (steps that do not apply to this application are left out). */
export async function progressV2(db: Db, application: ApplicationRow | undefined, projectId: number, locale: Locale, now: number): Promise<ProgressV2Data> {
  const base = await progress(db, application, projectId, locale, now);
  const extra = extraOf(application);
  const applies: Record<ProgressStep, boolean> = {
    not_submitted: true,
    in_progress: true,
    submitted: true,
    ended: base.step === 'ended',
    supplementary: Boolean(extra.supplementary?.fields),
    interview_confirmation: Boolean(extra.interview),
    completed: true,
  };
  const order: ProgressStep[] = ['not_submitted', 'in_progress', 'submitted', 'ended', 'supplementary', 'interview_confirmation', 'completed'];
  const steps = order.filter((step) => applies[step] && PROGRESS_STEPS.includes(step));
  const current = steps.indexOf(base.step);
  const times: Partial<Record<ProgressStep, number | null>> = {
    submitted: base.submitted_at,
    supplementary: toSeconds(extra.supplementary?.submitted_at),
    interview_confirmation: toSeconds(extra.confirmations?.interview?.at),
  };
  const timeline = steps.map((step, index) => ({
    step,
    title: translate(locale, `server.apply.step.${step}`),
    state: index < current ? ('done' as const) : index === current ? ('current' as const) : ('todo' as const),
    time: index <= current ? (times[step] ?? null) : null,
  }));
  return { ...base, timeline };
}
