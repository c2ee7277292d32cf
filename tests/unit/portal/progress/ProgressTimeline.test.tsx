// @vitest-environment jsdom
import '../../renderers/setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressTimeline } from '../../../../src/pages/progress/ProgressTimeline';
import { toTimeline } from '../../../../src/pages/progress/timeline';
import { InEnglish } from '../account/i18n';

const timeline = toTimeline({
  step: 'submitted',
  step_text: 'Submitted',
  timeline: [
    { step: 'not_submitted', title: 'Not submitted', state: 'done', time: null },
    { step: 'in_progress', title: 'In progress', state: 'done', time: null },
    { step: 'submitted', title: 'Submitted', state: 'current', time: null },
    { step: 'completed', title: 'Completed', state: 'todo', time: null },
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
