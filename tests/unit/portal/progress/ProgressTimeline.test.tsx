// @vitest-environment jsdom
import '../../renderers/setup';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProgressTimeline } from '../../../../src/pages/progress/ProgressTimeline';
import { stepLink } from '../../../../src/pages/progress/stepLinks';
import { toTimeline } from '../../../../src/pages/progress/timeline';
import { InEnglish } from '../account/i18n';

const timeline = toTimeline({
  step: 'submitted',
  step_text: 'Submitted',
  timeline: [
    { step: 'not_submitted', title: 'Not submitted', state: 'done', time: null, status_text: '', outcome: null },
    { step: 'in_progress', title: 'In progress', state: 'done', time: null, status_text: '', outcome: null },
    { step: 'submitted', title: 'Submitted', state: 'current', time: null, status_text: '', outcome: null },
    { step: 'completed', title: 'Completed', state: 'todo', time: null, status_text: '', outcome: null },
  ],
});

describe('<ProgressTimeline>', () => {
  it('names each step as a milestone so that its state reads sensibly', () => {
    render(
      <InEnglish>
        <ProgressTimeline items={timeline} />
      </InEnglish>,
    );
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual(['Application startedDone', 'Application form filled inDone', '3Application submittedCurrent step', '4Application completedNot yet']);
    expect(screen.queryByText('Not submitted')).not.toBeInTheDocument();
  });
});

describe('<ProgressTimeline> with stages', () => {
  it('shows each stage’s status and time, and links a stage to its screen only when one is given', () => {
    const stages = toTimeline({
      step: 'interview_confirmation',
      step_text: 'Interview confirmation',
      timeline: [
        { step: 'submitted', title: 'Submitted', state: 'done', time: null, status_text: '', outcome: null },
        { step: 'review', title: 'Review', state: 'done', time: null, status_text: 'Failed: Photo unclear', outcome: 'negative' },
        { step: 'retest', title: 'Re-examination', state: 'done', time: null, status_text: 'Form complete', outcome: 'positive' },
        { step: 'interview', title: 'Interview', state: 'current', time: 1_800_000_000, status_text: 'Awaiting your answer', outcome: 'awaiting' },
      ],
    });
    render(
      <InEnglish>
        <MemoryRouter>
          <ProgressTimeline items={stages} linkOf={(item) => stepLink(item.step, '', (to) => to !== '/retest')} />
        </MemoryRouter>
      </InEnglish>,
    );
    const [, review, retest, interview] = screen.getAllByRole('listitem');
    expect(review).toHaveTextContent('Failed: Photo unclear');
    expect(within(review as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(retest as HTMLElement).queryByRole('link')).toBeNull();
    expect(interview).toHaveAttribute('aria-current', 'step');
    expect(interview).toHaveTextContent(/Awaiting your answer.*Current step · On \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(within(interview as HTMLElement).getByRole('link', { name: 'Open the interview invitation' })).toHaveAttribute('href', '/interview_invitation');
  });
});
