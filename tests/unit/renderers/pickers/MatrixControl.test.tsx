// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PortalForm } from '../../../../renderers/index';
import '../setup';

const matrix = [
  {
    id: 9,
    field: 'rating',
    type: 9,
    required: 1,
    name: { sc: '自我评价', tc: '自我評價', en: 'Self-rating' },
    item: [
      { sc: '沟通', tc: '溝通', en: 'Communication' },
      { sc: '协作', tc: '協作', en: 'Teamwork', value: 'team' },
    ],
    condition: { option: [{ sc: '差', tc: '差', en: 'Poor' }, { sc: '中', tc: '中', en: 'Fair' }, { sc: '好', tc: '好', en: 'Good' }] },
  },
];

describe('MatrixControl', () => {
  it('draws one radio group per row, named by the row label, under column headers (sc)', () => {
    render(<PortalForm fields={matrix} locale="sc" />);
    expect(screen.getByRole('group', { name: /自我评价/ })).toBeInTheDocument();
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(2);
    const first = screen.getByRole('radiogroup', { name: '沟通' });
    expect(within(first).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3']);
    expect(within(first).getByRole('radio', { name: '好' })).not.toBeChecked();
    expect(screen.getByRole('radiogroup', { name: '协作' })).toBeInTheDocument();
    for (const column of ['差', '中', '好']) expect(screen.getAllByText(column).length).toBeGreaterThan(2);
  });

  it('stores the 1-based column of a clicked radio under the row value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={matrix} locale="en" onChange={onChange} />);
    await user.click(within(screen.getByRole('radiogroup', { name: 'Teamwork' })).getByRole('radio', { name: 'Fair' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ rating: { team: 2 } }, expect.any(Array)));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Communication' })).getByRole('radio', { name: 'Good' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ rating: { team: 2, '0': 3 } }, []));
  });

  it('works by keyboard: arrows move and choose within a row, Tab moves to the next row', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={matrix} values={{ rating: { '0': '1' } }} locale="tc" onChange={onChange} />);
    const first = screen.getByRole('radiogroup', { name: '溝通' });
    expect(within(first).getByRole('radio', { name: '差' })).toBeChecked();
    await user.tab();
    expect(within(first).getByRole('radio', { name: '差' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(first).getByRole('radio', { name: '中' })).toBeChecked();
    await user.tab();
    const second = screen.getByRole('radiogroup', { name: '協作' });
    expect(within(second).getByRole('radio', { name: '差' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(second).getByRole('radio', { name: '好' })).toBeChecked();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ rating: { '0': 2, team: 3 } }, []));
  });

  it('shows the required error once focus leaves the matrix, not between rows', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={matrix} locale="en" />);
    await user.tab();
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Required fields cannot be empty')).toBeInTheDocument();
  });

  it('previews each answered row with its column, and -- when nothing is answered', () => {
    const { unmount } = render(<PortalForm fields={matrix} values={{ rating: { '0': 3, team: 1 } }} locale="en" mode="preview" />);
    expect(screen.getByText(/Communication: Good\s+Teamwork: Poor/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    unmount();
    const { unmount: unmountSc } = render(<PortalForm fields={matrix} values={{ rating: { team: 2 } }} locale="sc" mode="preview" />);
    expect(screen.getByText('协作：中')).toBeInTheDocument();
    unmountSc();
    render(<PortalForm fields={matrix} locale="sc" mode="preview" />);
    expect(screen.getByText('--')).toBeInTheDocument();
  });
});
