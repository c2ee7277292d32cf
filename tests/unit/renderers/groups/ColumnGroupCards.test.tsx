// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PortalForm } from '../../../../renderers/index';
import '../setup';
import { answerDialog, educationFields, lastRows } from './helpers';

const cards = () => screen.queryAllByRole('region', { name: /^Education \d$/ });

describe('<ColumnGroupControl> cards layout', () => {
  it('adds rows up to requirerdQuantity + customize, then disables Add; new rows take focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={educationFields(1)} locale="en" onChange={onChange} />);
    expect(cards()).toHaveLength(1);
    const add = screen.getByRole('button', { name: 'Add education' });
    await user.click(add);
    const second = screen.getByRole('region', { name: 'Education 2' });
    await waitFor(() => expect(within(second).getByRole('textbox', { name: /School/ })).toHaveFocus());
    await user.click(add);
    expect(cards()).toHaveLength(3);
    expect(add).toBeDisabled();
    await waitFor(() => expect(lastRows(onChange, 'education').map((row) => row.columnNumber)).toEqual([1, 2, 3]));
  });

  it('gives rows within requirerdQuantity no Delete button; the others are named with their number', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={educationFields(1)} locale="en" />);
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    expect(within(screen.getByRole('region', { name: 'Education 1' })).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Education 2' })).getByRole('button', { name: 'Delete entry 2' })).toBeEnabled();
  });

  it('asks before deleting: Cancel keeps the row, OK removes it and renumbers columnNumber', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={educationFields(1)} locale="en" onChange={onChange} />);
    const add = screen.getByRole('button', { name: 'Add education' });
    await user.click(add);
    await user.click(add);
    await user.type(within(screen.getByRole('region', { name: 'Education 2' })).getByRole('textbox', { name: /School/ }), 'PKU');
    await user.type(within(screen.getByRole('region', { name: 'Education 3' })).getByRole('textbox', { name: /School/ }), 'CUHK');

    const deleteSecond = screen.getByRole('button', { name: 'Delete entry 2' });
    await user.click(deleteSecond);
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete the data?')).toBeInTheDocument();
    await answerDialog(user, 'alertdialog', 'Cancel');
    expect(cards()).toHaveLength(3);
    expect(deleteSecond).toHaveFocus();

    await user.click(deleteSecond);
    await answerDialog(user, 'alertdialog', 'OK');
    expect(cards()).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Education 2' })).getByRole('textbox', { name: /School/ })).toHaveValue('CUHK');
    await waitFor(() =>
      expect(lastRows(onChange, 'education').map((row) => [row.columnNumber, row.school])).toEqual([
        [1, undefined],
        [2, 'CUHK'],
      ]),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Entry 2 deleted');
  });

  it('keeps the remaining rows mounted when a middle row is deleted, and moves focus to the previous Delete or Add', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={educationFields(1)} locale="en" />);
    const add = screen.getByRole('button', { name: 'Add education' });
    await user.click(add);
    await user.click(add);
    const third = screen.getByRole('region', { name: 'Education 3' });
    await user.click(screen.getByRole('button', { name: 'Delete entry 3' }));
    await answerDialog(user, 'alertdialog', 'OK');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete entry 2' })).toHaveFocus());
    await user.click(add);
    const newThird = screen.getByRole('region', { name: 'Education 3' });
    expect(newThird).not.toBe(third);
    await user.click(screen.getByRole('button', { name: 'Delete entry 2' }));
    await answerDialog(user, 'alertdialog', 'OK');
    expect(screen.getByRole('region', { name: 'Education 2' })).toBe(newThird);
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('speaks Simplified Chinese: card titles, buttons and the confirmation', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={educationFields(1)} locale="sc" />);
    await user.click(screen.getByRole('button', { name: '添加教育经历' }));
    expect(screen.getByRole('region', { name: '教育经历 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除第 2 条' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('确定要删除该数据吗？')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
    await answerDialog(user, 'alertdialog', '确定');
    expect(screen.queryByRole('region', { name: '教育经历 2' })).not.toBeInTheDocument();
  });
});
