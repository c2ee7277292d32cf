import { describe, expect, it } from 'vitest';
import type { ProgressV2Data } from '../../../../protocol/apply';
import { amountText } from '../../../../src/pages/progress/money';
import { stepLink } from '../../../../src/pages/progress/stepLinks';
import { currentIndex, toAuditRows, toTimeline } from '../../../../src/pages/progress/timeline';

type Timeline = ProgressV2Data['timeline'];

describe('progress timeline mapping', () => {
  it('orders the steps as the spec does, with exactly one current step', () => {
    const timeline: Timeline = [
      { step: 'completed', title: 'Completed', state: 'todo', time: null, status_text: '', outcome: null },
      { step: 'submitted', title: 'Submitted', state: 'current', time: 1_800_000_000, status_text: '', outcome: null },
      { step: 'not_submitted', title: 'Not submitted', state: 'done', time: null, status_text: '', outcome: null },
      { step: 'in_progress', title: 'In progress', state: 'done', time: null, status_text: '', outcome: null },
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

  it('keeps the server states with at most one current step, and places the stages after submission in order', () => {
    const timeline: Timeline = [
      { step: 'admission', title: 'Admission', state: 'todo', time: null, status_text: 'Admitted', outcome: 'positive' },
      { step: 'interview', title: 'Interview', state: 'current', time: 1_800_000_000, status_text: 'Awaiting your answer', outcome: 'awaiting' },
      { step: 'review', title: 'Review', state: 'done', time: null, status_text: 'Passed', outcome: 'positive' },
      { step: 'submitted', title: 'Submitted', state: 'done', time: null, status_text: '', outcome: null },
      { step: 'completed', title: 'Completed', state: 'current', time: null, status_text: '', outcome: null },
    ];
    const items = toTimeline({ timeline, step: 'interview_confirmation', step_text: 'Interview confirmation' });
    expect(items.map((item) => [item.step, item.state])).toEqual([
      ['submitted', 'done'],
      ['review', 'done'],
      ['interview', 'current'],
      ['admission', 'todo'],
      ['completed', 'todo'],
    ]);
    expect(items[2]).toMatchObject({ statusText: 'Awaiting your answer', outcome: 'awaiting', time: 1_800_000_000 });
  });

  it('draws the current step alone without a timeline', () => {
    expect(toTimeline({ timeline: [], step: 'ended', step_text: 'Ended' })).toEqual([{ step: 'ended', title: 'Ended', state: 'current', time: null, statusText: '', outcome: null }]);
  });

  it('links each stage to its screen only where the portal has one, the admission to its letter once the token is known', () => {
    const everywhere = () => true;
    expect(stepLink('supplementary', '', everywhere)).toEqual({ to: '/supplement', step: 'supplementary' });
    expect(stepLink('retest', '', everywhere)?.to).toBe('/retest');
    expect(stepLink('interview', '', everywhere)?.to).toBe('/interview_invitation');
    expect(stepLink('interview_result', '', everywhere)?.to).toBe('/interview_result_confirm');
    expect(stepLink('admission', '', everywhere)).toBeNull();
    expect(stepLink('admission', 'a+b/c', everywhere)).toEqual({ to: '/letter/admissionLetter?token=a%2Bb%2Fc', step: 'admission' });
    expect(stepLink('review', 'x', everywhere)).toBeNull();
    expect(stepLink('submitted', 'x', everywhere)).toBeNull();
    expect(stepLink('retest', '', (to) => to !== '/retest')).toBeNull();
  });

  it('writes amounts with two decimals in the reader\'s language', () => {
    expect(amountText(12345.5, 'en')).toBe('12,345.50');
    expect(amountText(0, 'sc')).toBe('0.00');
    expect(amountText(1234, 'tc')).toBe('1,234.00');
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
