// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { getFixture } from '../../../../fixtures/index';
import { PortalForm, type PortalFormHandle } from '../../../../renderers/index';
import '../setup';
import { educationFields, validValues } from './helpers';

describe('<ColumnGroupControl> preview and group errors', () => {
  it('previews every row as a read-only table of values, without buttons, whatever the layout', () => {
    for (const layout of [1, 2]) {
      const { unmount } = render(
        <PortalForm fields={educationFields(layout)} values={validValues('repeating-group', 'three rows (maximum)')} locale="sc" mode="preview" />,
      );
      const table = screen.getByRole('table', { name: /教育经历/ });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(3);
      expect(rows.map((row) => within(row).getByText(/大学/).textContent)).toEqual(['四川大学', '北京大学', '香港中文大学']);
      expect(within(rows[1] as HTMLElement).getByText('高维数据的稀疏表示')).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /添加|删除|编辑/ })).not.toBeInTheDocument();
      expect(within(table).queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('leaves a hidden per-row cell empty in preview', () => {
    const values = validValues('repeating-group', 'row 2 is a bachelor: its thesis title is hidden and may be absent');
    render(<PortalForm fields={educationFields()} values={values} locale="en" mode="preview" />);
    const table = screen.getByRole('table');
    const column = within(table).getAllByRole('columnheader').findIndex((cell) => cell.textContent === 'Thesis title') - 1;
    const [first, second] = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell'));
    expect(first?.[column]).toHaveTextContent('偏微分方程数值解的误差估计');
    expect(second?.[column]?.textContent).toBe('');
    expect(second?.[0]).toHaveTextContent('西安交通大学');
  });

  it('shows minItems errors under the group after a save attempt', async () => {
    const fixture = getFixture('sc-recommenders');
    const recommenders = fixture.valid[0]?.values.recommenders;
    const first: unknown = Array.isArray(recommenders) ? recommenders[0] : undefined;
    const ref = createRef<PortalFormHandle>();
    render(<PortalForm ref={ref} fields={fixture.fields} values={{ recommenders: [first] }} locale="en" referee={1} />);
    expect(document.getElementById('field-recommenders-error')).toBeNull();
    act(() => {
      ref.current?.validate();
    });
    await waitFor(() => expect(document.getElementById('field-recommenders-error')).toHaveTextContent('Add at least 2 entries'));
    const group = screen.getByRole('group', { name: /Recommenders/ });
    expect(within(group).getByRole('alert')).toBe(document.getElementById('field-recommenders-error'));
  });
});
