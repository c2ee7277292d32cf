import '../../messages';
import type { ApplicationExtra, AuditEntry, ProgressData, ProgressStep, ProgressV2Data, TimelineEntry, TimelineStep } from '../../../protocol/apply';
import { type Locale, pickText, translate } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import { type ApplicationRow, extraOf, statusOf } from './application';
import { interviewAwaitsAnswer, type Stage, stagesOf } from './progressStages';
import { localized } from './text';
import { toSeconds, windowState } from './time';

interface Context {
  application: ApplicationRow | undefined;
  window: { start_time: number; end_time: number; title: string } | undefined;
  /** The batch's title, with the track's after it when one is chosen. */
  batchName: string;
  moduleTitles: Map<string, string>;
}

function supplementaryOpen(application: ApplicationRow, extra: ApplicationExtra, now: number): boolean {
  const form = extra.supplementary;
  if (application.review_status !== 'passed' || !form?.fields || form.submitted_at) return false;
  return !(typeof form.deadline === 'number' && now > form.deadline);
}

/** The current step of spec section 4's application states. */
function currentStep({ application, window }: Context, now: number): ProgressStep {
  const extra = extraOf(application);
  if (!application || application.batch_id === null) return 'not_submitted';
  if (application.status !== 'submitted') {
    return window && windowState(window.start_time, window.end_time, now) === 'closed' ? 'ended' : 'in_progress';
  }
  if (extra.completed || extra.admission) return 'completed';
  if (interviewAwaitsAnswer(extra, now)) return 'interview_confirmation';
  if (supplementaryOpen(application, extra, now)) return 'supplementary';
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

/** The timeline step drawn as current for v1's step (an interview confirmation is the invitation's or the result's). */
function currentTimelineStep(step: ProgressStep, stages: Stage[], extra: ApplicationExtra): TimelineStep {
  if (step === 'interview_confirmation') return extra.confirmations?.interview ? 'interview_result' : 'interview';
  if (step !== 'submitted') return step;
  return (stages.find((stage) => !stage.finished) ?? stages.at(-1))?.step ?? 'submitted';
}

/**
 * v2 progress: the v1 answer plus the timeline. The stages after submission (review, supplementary materials,
 * re-examination, interview, its result, admission) appear once published; the current step follows v1's `step`.
 */
export async function progressV2(db: Db, application: ApplicationRow | undefined, projectId: number, locale: Locale, now: number): Promise<ProgressV2Data> {
  const base = await progress(db, application, projectId, locale, now);
  const extra = extraOf(application);
  const submitted = base.status === 'submitted';
  const plain = (step: TimelineStep, finished: boolean, time: number | null = null): Stage => ({ step, time, status_text: '', outcome: null, finished });
  const stages = application && submitted ? stagesOf(application, extra, locale, now) : [];
  const steps: Stage[] = [
    plain('not_submitted', Boolean(application && application.batch_id !== null)),
    plain('in_progress', submitted),
    plain('submitted', submitted, base.submitted_at),
    ...(base.step === 'ended' ? [plain('ended', true)] : []),
    ...stages,
    plain('completed', base.step === 'completed'),
  ];
  const current = currentTimelineStep(base.step, stages, extra);
  const timeline = steps.map(
    (stage): TimelineEntry => ({
      step: stage.step,
      title: translate(locale, `server.apply.step.${stage.step}`),
      state: stage.step === current ? 'current' : stage.finished ? 'done' : 'todo',
      time: stage.time,
      status_text: stage.status_text,
      outcome: stage.outcome,
    }),
  );
  return { ...base, timeline };
}
