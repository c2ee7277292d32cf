// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PortalForm } from '../../../../renderers/index';
import '../setup';

const name = { sc: '就读时间', tc: '就讀時間', en: 'Period of study' };
const monthRange = [{ id: 1, field: 'study', name, type: 7, required: 1, condition: { date_type: 'month', present: 1 } }];
const dayRange = [{ id: 2, field: 'study', name, type: 7, condition: { date_type: 'date' } }];
const saved = { study: { start: '2018-09', end: '2019-06', present: false } };

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('DateRangeControl', () => {
  it('names both pickers by the field label and start / end, in a group named by the label', () => {
    const { unmount } = render(<PortalForm fields={monthRange} values={saved} locale="sc" />);
    expect(input('就读时间（开始）').value).toBe('2018-09');
    expect(input('就读时间（结束）').value).toBe('2019-06');
    expect(screen.getByRole('group', { name: /就读时间/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '至今' })).not.toBeChecked();
    unmount();
    render(<PortalForm fields={monthRange} values={saved} locale="en" />);
    expect(input('Period of study (Start)')).toBeInTheDocument();
    expect(input('Period of study (End)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Present' })).toBeInTheDocument();
  });

  it('gives every element of the range its own id (no label id twice)', () => {
    const { container } = render(<PortalForm fields={monthRange} values={saved} locale="en" />);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids).toContain('field-study-label');
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('clears the end when the start moves to or after it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={monthRange} values={saved} locale="en" onChange={onChange} />);
    // A click inside the year selects it, so the typed year replaces it and the month stays.
    await user.pointer({ target: input('Period of study (Start)'), offset: 2, keys: '[MouseLeft]' });
    await user.keyboard('2020');
    expect(input('Period of study (Start)').value).toBe('2020-09');
    expect(input('Period of study (End)').value).toBe('');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ study: { start: '2020-09', end: '', present: false } }, expect.any(Array)));
  });

  it('keeps the end when the start stays before it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={monthRange} values={saved} locale="en" onChange={onChange} />);
    // A click inside the year selects it, so the typed year replaces it and the month stays.
    await user.pointer({ target: input('Period of study (Start)'), offset: 2, keys: '[MouseLeft]' });
    await user.keyboard('2017');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ study: { start: '2017-09', end: '2019-06', present: false } }, []));
    expect(input('Period of study (End)').value).toBe('2019-06');
  });

  it('blocks end days on or before the start in the end calendar', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={dayRange} values={{ study: { start: '2021-07-10', end: '2021-07-20', present: false } }} locale="en" />);
    const endField = input('Period of study (End)').closest('.MuiFormControl-root') as HTMLElement;
    await user.click(within(endField).getByRole('button', { name: /^Choose date/ }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('gridcell', { name: '10' })).toBeDisabled();
    expect(within(calendar).getByRole('gridcell', { name: '9' })).toBeDisabled();
    expect(within(calendar).getByRole('gridcell', { name: '11' })).toBeEnabled();
  });

  it('"present" stores present: true, clears and disables the end, and unticking enables it again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={monthRange} values={saved} locale="tc" onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: '至今' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ study: { start: '2018-09', end: '', present: true } }, []));
    expect(input('就讀時間（結束）')).toBeDisabled();
    expect(input('就讀時間（結束）').value).toBe('至今');
    await user.click(screen.getByRole('checkbox', { name: '至今' }));
    expect(input('就讀時間（結束）')).toBeEnabled();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ study: { start: '2018-09', end: '', present: false } }, expect.any(Array)));
  });

  it('shows no error while moving from start to end, and the required error once focus leaves the range', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={monthRange} locale="en" />);
    await user.click(input('Period of study (Start)'));
    await user.keyboard('2018');
    await user.click(input('Period of study (End)'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Required fields cannot be empty')).not.toBeInTheDocument();
    await user.click(document.body);
    expect(await screen.findByText('Required fields cannot be empty')).toBeInTheDocument();
  });

  it('previews the range, the present word, and -- when empty', () => {
    const { unmount } = render(<PortalForm fields={monthRange} values={saved} locale="sc" mode="preview" />);
    expect(screen.getByText('2018-09 至 2019-06')).toBeInTheDocument();
    unmount();
    const present = { study: { start: '2022-09', end: '', present: true } };
    const { unmount: unmountPresent } = render(<PortalForm fields={monthRange} values={present} locale="en" mode="preview" />);
    expect(screen.getByText('2022-09 – present')).toBeInTheDocument();
    unmountPresent();
    const { unmount: unmountSc } = render(<PortalForm fields={monthRange} values={present} locale="sc" mode="preview" />);
    expect(screen.getByText('2022-09 – 至今')).toBeInTheDocument();
    unmountSc();
    const { unmount: unmountTc } = render(<PortalForm fields={monthRange} values={present} locale="tc" mode="preview" />);
    expect(screen.getByText('2022-09 – 至今')).toBeInTheDocument();
    unmountTc();
    render(<PortalForm fields={dayRange} locale="en" mode="preview" />);
    expect(screen.getByText('--')).toBeInTheDocument();
  });
});
