// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getFixture } from '../../../../fixtures/index';
import { PortalForm } from '../../../../renderers/index';
import '../setup';
import { answerDialog, educationFields, lastRows, validValues } from './helpers';

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const school = (row: HTMLElement) => within(row).getByRole('textbox', { name: /School|Institution|學校/ });

describe('<ColumnGroupControl> table layout', () => {
  it('renders column headers, a row header per entry and cells named by their column', () => {
    render(<PortalForm fields={educationFields()} locale="en" />);
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['No.', 'School*', 'Degree*', 'Thesis title*', 'Period*', 'Actions']);
    const [row] = bodyRows();
    expect(row).toBeDefined();
    if (!row) return;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('1');
    const cell = school(row).closest('td');
    const schoolHeader = screen.getByRole('columnheader', { name: 'School' });
    expect(cell?.getAttribute('headers')?.split(' ')).toContain(schoolHeader.id);
    expect(within(row).getByRole('button', { name: 'Edit entry 1' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('Add opens a Create dialog: Cancel adds nothing, OK appends the draft as a new row', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={educationFields()} locale="en" onChange={onChange} />);
    const add = screen.getByRole('button', { name: 'Add education' });
    await user.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Create' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /School/ })).toHaveFocus());
    await user.keyboard('Nowhere');
    await answerDialog(user, 'dialog', 'Cancel');
    expect(bodyRows()).toHaveLength(1);
    expect(add).toHaveFocus();

    await user.click(add);
    await user.type(within(screen.getByRole('dialog', { name: 'Create' })).getByRole('textbox', { name: /School/ }), 'PKU');
    await answerDialog(user, 'dialog', 'OK');
    const rows = bodyRows();
    expect(rows).toHaveLength(2);
    expect(school(rows[1] as HTMLElement)).toHaveValue('PKU');
    expect(school(rows[1] as HTMLElement)).toHaveFocus();
    await waitFor(() => expect(lastRows(onChange, 'education').map((row) => [row.columnNumber, row.school])).toEqual([[1, undefined], [2, 'PKU']]));
  });

  it('Edit works on a draft: Cancel discards it, OK writes it back', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={educationFields()} values={validValues('repeating-group', 'one row')} locale="en" />);
    const edit = screen.getByRole('button', { name: 'Edit entry 1' });
    await user.click(edit);
    const input = within(screen.getByRole('dialog', { name: 'Edit' })).getByRole('textbox', { name: /School/ });
    expect(input).toHaveValue('四川大学');
    await user.clear(input);
    await user.type(input, 'Tsinghua');
    await answerDialog(user, 'dialog', 'Cancel');
    expect(school(bodyRows()[0] as HTMLElement)).toHaveValue('四川大学');
    expect(edit).toHaveFocus();

    await user.click(edit);
    const again = within(screen.getByRole('dialog', { name: 'Edit' })).getByRole('textbox', { name: /School/ });
    await user.clear(again);
    await user.type(again, 'Tsinghua');
    await answerDialog(user, 'dialog', 'OK');
    expect(school(bodyRows()[0] as HTMLElement)).toHaveValue('Tsinghua');
  });

  it('shows a per-row dependent column (isrelation_2) only where its row opens it, in the table and the dialog', async () => {
    const user = userEvent.setup();
    const thesis = (row: HTMLElement) => within(row).queryByRole('textbox', { name: /Thesis title/ });
    const { unmount } = render(<PortalForm fields={educationFields()} values={validValues('repeating-group', 'three rows (maximum)')} locale="en" />);
    expect(bodyRows().map((row) => thesis(row) !== null)).toEqual([true, true, true]);
    unmount();
    render(<PortalForm fields={educationFields()} values={validValues('repeating-group', 'row 2 is a bachelor: its thesis title is hidden and may be absent')} locale="en" />);
    expect(bodyRows().map((row) => thesis(row) !== null)).toEqual([true, false]);
    await user.click(screen.getByRole('button', { name: 'Edit entry 2' }));
    expect(within(screen.getByRole('dialog', { name: 'Edit' })).queryByRole('textbox', { name: /Thesis title/ })).not.toBeInTheDocument();
  });

  it('adds up to the module limit in Traditional Chinese, then disables Add', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={getFixture('data-education-history').fields} locale="tc" />);
    expect(screen.getByRole('columnheader', { name: '學校' })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: '添加一段經歷' });
    for (let count = 2; count <= 4; count += 1) {
      await user.click(add);
      expect(screen.getByRole('dialog', { name: '新增' })).toBeInTheDocument();
      expect(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' })).toBeInTheDocument();
      await answerDialog(user, 'dialog', '確定');
      expect(bodyRows()).toHaveLength(count);
    }
    expect(add).toBeDisabled();
    expect(screen.getByRole('button', { name: '刪除第 4 條' })).toBeInTheDocument();
  });
});
