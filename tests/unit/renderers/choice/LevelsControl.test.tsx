// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getFixture } from '../../../../fixtures/index';
import { PortalForm } from '../../../../renderers/index';
import '../setup';

const fields = getFixture('15-levels').fields;
const major = fields.filter((field) => field.field === 'major_choice');

async function choose(user: ReturnType<typeof userEvent.setup>, level: RegExp | string, option: string) {
  await user.click(screen.getByRole('combobox', { name: level }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('LevelsControl', () => {
  it('opens one named level after another and reports the path', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={major} locale="en" onChange={onChange} />);
    expect(screen.getByRole('group', { name: /Programme applied for/ })).toBeInTheDocument();
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    await choose(user, /Programme applied for, level 1/, 'School of Mathematical Sciences');
    await choose(user, /Programme applied for, level 2/, 'Department of Mathematics');
    await choose(user, /Programme applied for, level 3/, 'Applied Mathematics');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ major_choice: ['0', '0', '070104'] }, []));
    expect(screen.getAllByRole('combobox')).toHaveLength(3);
  });

  it('clears the deeper levels when a level changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={major} values={{ major_choice: ['0', '0', '070104'] }} locale="sc" onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: /报考专业 第3级/ })).toHaveTextContent('应用数学');
    await choose(user, /报考专业 第2级/, '概率统计系');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ major_choice: ['0', '1'] }, expect.anything()));
    expect(screen.getByRole('combobox', { name: /报考专业 第3级/ })).not.toHaveTextContent('应用数学');
    await choose(user, /报考专业 第1级/, '物理学院');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ major_choice: ['2'] }, expect.anything()));
    expect(screen.getByRole('combobox', { name: /报考专业 第2级/ })).not.toHaveTextContent(/系/);
    expect(screen.queryByRole('combobox', { name: /报考专业 第3级/ })).not.toBeInTheDocument();
  });

  it('previews the path in the locale, and -- when empty', () => {
    render(<PortalForm fields={fields} values={{ major_choice: ['1', '0', '1'] }} locale="tc" mode="preview" />);
    expect(screen.getByText('計算機學院 / 計算機科學與技術系 / 人工智能')).toBeInTheDocument();
    expect(screen.getByText('--')).toBeInTheDocument();
  });
});
