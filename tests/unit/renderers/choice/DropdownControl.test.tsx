// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getFixture } from '../../../../fixtures/index';
import { PortalForm } from '../../../../renderers/index';
import '../setup';

const fields = getFixture('05-dropdown').fields;
const degree = fields.filter((field) => field.field === 'highest_degree');
const CITIES = ['北京', '上海', '广州', '深圳', '成都', '杭州', '南京', '武汉', '西安', '重庆', '天津', '苏州'];
const city = [
  {
    id: 1,
    field: 'city',
    type: 5,
    required: 0,
    name: { sc: '城市', tc: '城市', en: 'City' },
    item: CITIES.map((name, index) => ({ sc: name, tc: name, en: `City ${index} ${name}` })),
  },
];

describe('DropdownControl', () => {
  it('renders a named select, selectWidth wide, and reports the choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={degree} locale="en" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: /Highest degree/ });
    expect(select.closest('.MuiInputBase-root')).toHaveStyle({ width: '320px' });
    await user.click(select);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByText('(None)')).not.toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'Master' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ highest_degree: '1' }), expect.anything()));
    expect(screen.getByRole('combobox', { name: /Highest degree/ })).toHaveTextContent('Master');
  });

  it('shows other text for an option that asks for it and clears it on another choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={degree} locale="sc" onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: /最高学历/ }));
    await user.click(await screen.findByRole('option', { name: '其他' }));
    await user.type(screen.getByRole('textbox', { name: '其他（请说明）' }), '专科');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ highest_degree: '3', highest_degree_other: '专科' }, []));
    await user.click(screen.getByRole('combobox', { name: /最高学历/ }));
    await user.click(await screen.findByRole('option', { name: '本科' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ highest_degree: '0' }, []));
  });

  it('searches above 10 options and allows the empty choice when not required', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={city} locale="tc" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: '城市' });
    await user.type(input, '州');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['广州', '杭州', '苏州']);
    await user.click(screen.getByRole('option', { name: '杭州' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ city: '5' }, []));
    await user.click(screen.getByRole('button', { name: '清除' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({}, []));
  });

  it('offers an empty choice in a short list when not required', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const short = [{ ...city[0], item: city[0]?.item.slice(0, 3) }];
    render(<PortalForm fields={short} locale="en" values={{ city: '1' }} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: /City/ }));
    await user.click(await screen.findByRole('option', { name: '(None)' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({}, []));
    expect(screen.getByRole('combobox', { name: /City/ })).not.toHaveTextContent('上海');
  });

  it('previews the chosen label (with other text) and -- when empty', () => {
    const values = { highest_degree: '3', highest_degree_other: 'Associate', exam_type: '2' };
    const { unmount } = render(<PortalForm fields={fields} values={values} locale="en" mode="preview" />);
    expect(screen.getByText('Other: Associate')).toBeInTheDocument();
    expect(screen.getByText('None')).toBeInTheDocument();
    unmount();
    render(<PortalForm fields={city} locale="sc" mode="preview" />);
    expect(screen.getByText('--')).toBeInTheDocument();
  });
});
