import { describe, expect, it } from 'vitest';
import type { ProgressV2Data } from '../../../../protocol/apply';
import { currentIndex, toAuditRows, toTimeline } from '../../../../src/pages/progress/timeline';

type Timeline = ProgressV2Data['timeline'];

describe('progress timeline mapping', () => {
  it('orders the steps as the spec does, with exactly one current step', () => {
    const timeline: Timeline = [
      { step: 'completed', title: 'Completed', state: 'todo', time: null },
      { step: 'submitted', title: 'Submitted', state: 'current', time: 1_800_000_000 },
      { step: 'not_submitted', title: 'Not submitted', state: 'done', time: null },
      { step: 'in_progress', title: 'In progress', state: 'done', time: null },
    ];
    const items = toTimeline({ timeline, step: 'submitted', step_text: 'Submitted' });
    expect(items.map((item) => [item.step, item.state])).toEqual([
      ['not_submitted', 'done'],
      ['in_progress', 'done'],
      ['submitted', 'current'],
      ['completed', 'todo'],
    ]);
    expect(currentIndex(items)).toBe(2);
    expect(items[2]?.time).toBe(1_800_000_000);
  });

  it('follows the server step when the timeline disagrees, and adds it when missing', () => {
    const timeline: Timeline = [
      { step: 'not_submitted', title: 'Not submitted', state: 'current', time: null },
      { step: 'in_progress', title: 'In progress', state: 'todo', time: null },
    ];
    const items = toTimeline({ timeline, step: 'interview_confirmation', step_text: 'Interview confirmation' });
    expect(items.map((item) => item.state)).toEqual(['done', 'done', 'current']);
    expect(items[2]).toMatchObject({ step: 'interview_confirmation', title: 'Interview confirmation' });
  });

  it('draws the current step alone without a timeline', () => {
    expect(toTimeline({ timeline: [], step: 'ended', step_text: 'Ended' })).toEqual([{ step: 'ended', title: 'Ended', state: 'current', time: null }]);
  });

  it('maps the audit: passed, or failed with its reason', () => {
    const rows = toAuditRows([
      { column: 'basic', name: 'Basic information', status: 'passed', status_text: 'Passed', reason: 'ignored' },
      { column: 'materials', name: '', status: 'failed', status_text: 'Failed', reason: ' Transcript missing ' },
    ]);
    expect(rows).toEqual([
      { column: 'basic', name: 'Basic information', passed: true, statusText: 'Passed', reason: '' },
      { column: 'materials', name: 'materials', passed: false, statusText: 'Failed', reason: 'Transcript missing' },
    ]);
  });
});
