// @vitest-environment jsdom
import { createTheme } from '@mui/material';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getFixture } from '../../../../fixtures/index';
import { PortalForm } from '../../../../renderers/index';
import '../setup';

const fields = getFixture('04-multiple-choice').fields;
const interests = fields.filter((field) => field.field === 'interests');
/** The colour of a disabled option's label text (the default theme's disabled text). */
const greyed = { color: createTheme().palette.text.disabled };

describe('CheckboxControl', () => {
  it('renders a named group of named checkboxes and reports choices in option order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={interests} locale="en" onChange={onChange} />);
    expect(screen.getByRole('group', { name: /Research interests/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Analysis and PDEs' }));
    await user.click(screen.getByRole('checkbox', { name: 'Algebra and number theory' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ interests: ['0', '2'] }, []));
    await user.click(screen.getByRole('checkbox', { name: 'Analysis and PDEs' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ interests: ['0'] }, []));
  });

  it('disables the unchecked boxes once max_quantity is reached and says the limit', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={interests} locale="sc" />);
    expect(screen.getByText('最多选择3项')).toBeInTheDocument();
    for (const name of ['代数与数论', '几何与拓扑', '计算数学']) await user.click(screen.getByRole('checkbox', { name }));
    expect(screen.getByRole('checkbox', { name: '概率与统计' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '其他' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '计算数学' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: '计算数学' })).toBeChecked();
    expect(screen.getByText('概率与统计')).toHaveStyle(greyed);
    await user.click(screen.getByRole('checkbox', { name: '计算数学' }));
    expect(screen.getByRole('checkbox', { name: '计算数学' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '概率与统计' })).toBeEnabled();
    expect(screen.getByText('概率与统计')).not.toHaveStyle(greyed);
  });

  it('shows other text while its option is checked and clears it when unchecked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={interests} locale="en" onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    await user.type(screen.getByRole('textbox', { name: 'Other (Please specify)' }), 'Logic');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ interests: ['5'], interests_other: 'Logic' }, []));
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.getByRole('textbox', { name: 'Other (Please specify)' })).toHaveValue('');
  });

  it('previews the labels with the list separator of the locale, and -- when empty', () => {
    const values = { interests: ['0', '5'], interests_other: '逻辑', programmes: ['MSC-MATH', 'PHD-DS'] };
    const { unmount } = render(<PortalForm fields={fields} values={values} locale="tc" mode="preview" />);
    expect(screen.getByText('代數與數論、其他：逻辑')).toBeInTheDocument();
    expect(screen.getByText('數學碩士、數據科學博士')).toBeInTheDocument();
    expect(screen.getByText('--')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    unmount();
    render(<PortalForm fields={fields} values={{ programmes: ['MSC-MATH', 'MSC-STAT'] }} locale="en" mode="preview" />);
    expect(screen.getByText('MSc Mathematics, MSc Statistics')).toBeInTheDocument();
  });
});
