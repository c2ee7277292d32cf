import { type AuditEntry, type ProgressStep, type ProgressV2Data, TIMELINE_STEPS, type TimelineEntry, type TimelineStep } from '../../../protocol/apply';

/** One step as the timeline draws it. */
export interface TimelineItem {
  step: TimelineStep | ProgressStep;
  title: string;
  state: 'done' | 'current' | 'todo';
  /** Unix seconds, or null. */
  time: number | null;
  /** The server's status of the step ('' when its state says it all). */
  statusText: string;
  outcome: TimelineEntry['outcome'];
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

const indexOfStep = (step: TimelineStep | ProgressStep): number => TIMELINE_STEPS.findIndex((candidate) => candidate === step);

const orderOf = (step: TimelineStep | ProgressStep): number => {
  const index = indexOfStep(step);
  return index >= 0 ? index : indexOfStep(step === 'interview_confirmation' ? 'interview' : 'completed');
};

/**
 * The server's timeline in timeline order with at most one current step (the first the server marks). Without a
 * server timeline, the current step alone is drawn from `step`.
 */
export function toTimeline(data: Pick<ProgressV2Data, 'timeline' | 'step' | 'step_text'>): TimelineItem[] {
  if (data.timeline.length === 0) return [{ step: data.step, title: data.step_text, state: 'current', time: null, statusText: '', outcome: null }];
  let seenCurrent = false;
  return [...data.timeline]
    .sort((a, b) => orderOf(a.step) - orderOf(b.step))
    .map((item) => {
      const state = item.state === 'current' && seenCurrent ? 'todo' : item.state;
      seenCurrent ||= item.state === 'current';
      return { step: item.step, title: item.title || item.step, state, time: item.time, statusText: item.status_text ?? '', outcome: item.outcome ?? null };
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
