// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PortalForm } from '../../../../renderers/index';
import '../setup';

const yesNo = [
  { sc: '是', tc: '是', en: 'Yes' },
  { sc: '否', tc: '否', en: 'No' },
];

const fields = [
  { id: 1, field: 'studied', name: { sc: '读过', tc: '讀過', en: 'Studied abroad' }, type: 3, item: yesNo, condition: { option_trigger: { option_index: [0], open_id: [2] } } },
  { id: 2, field: 'degree', name: { sc: '学位', tc: '學位', en: 'Got a degree' }, type: 3, item: yesNo, isrelation: 1, condition: { option_trigger: { option_index: [0], open_id: [3] } } },
  { id: 3, field: 'school', name: { sc: '学校', tc: '學校', en: 'School name' }, type: 1, isrelation: 1 },
];

describe('<PortalForm> loaded with a stale value of a hidden controller', () => {
  it('keeps the chain below the hidden controller hidden, and opens it again link by link', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={fields} locale="en" values={{ studied: '1', degree: '0', school: 'Old' }} />);
    expect(screen.queryByText('Got a degree')).toBeNull();
    expect(screen.queryByLabelText(/School name/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByText('Got a degree')).toBeInTheDocument();
    expect(screen.queryByLabelText(/School name/)).toBeNull();
  });
});
