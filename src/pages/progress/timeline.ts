import { type AuditEntry, PROGRESS_STEPS, type ProgressStep, type ProgressV2Data } from '../../../protocol/apply';

/** One step as the timeline draws it. */
export interface TimelineItem {
  step: ProgressStep;
  title: string;
  state: 'done' | 'current' | 'todo';
  /** Unix seconds, or null. */
  time: number | null;
}

/** One audit column as the table shows it. */
export interface AuditRow {
  column: string;
  name: string;
  passed: boolean;
  statusText: string;
  /** The failure reason ('' when passed or not given). */
  reason: string;
}

const orderOf = (step: ProgressStep) => PROGRESS_STEPS.indexOf(step);

/**
 * The timeline in spec order with exactly one current step (the server's `step`): steps before it are done,
 * after it to do. Without a server timeline, the steps up to the current one are drawn from `step` alone.
 */
export function toTimeline(data: Pick<ProgressV2Data, 'timeline' | 'step' | 'step_text'>): TimelineItem[] {
  const source = data.timeline.length > 0 ? [...data.timeline] : [{ step: data.step, title: data.step_text, state: 'current' as const, time: null }];
  if (!source.some((item) => item.step === data.step)) source.push({ step: data.step, title: data.step_text, state: 'current', time: null });
  const current = orderOf(data.step);
  return source
    .sort((a, b) => orderOf(a.step) - orderOf(b.step))
    .map((item) => {
      const order = orderOf(item.step);
      const state = order === current ? 'current' : order < current || item.state === 'done' ? 'done' : 'todo';
      return { step: item.step, title: item.title || item.step, state, time: item.time };
    });
}

/** Index of the current step in a timeline (-1 when none). */
export const currentIndex = (items: TimelineItem[]): number => items.findIndex((item) => item.state === 'current');

/** Audit columns for the table: passed, or failed with its reason. */
export function toAuditRows(audit: AuditEntry[]): AuditRow[] {
  return audit.map((entry) => ({
    column: entry.column,
    name: entry.name || entry.column,
    passed: entry.status === 'passed',
    statusText: entry.status_text,
    reason: entry.status === 'failed' ? entry.reason.trim() : '',
  }));
}
