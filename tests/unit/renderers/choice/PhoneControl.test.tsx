// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getFixture } from '../../../../fixtures/index';
import { PortalForm } from '../../../../renderers/index';
import '../setup';

const fixture = getFixture('13-phone').fields;
const name = { sc: '联系电话', tc: '聯絡電話', en: 'Contact phone' };
const contact = [{ id: 1, field: 'contact', type: 13, required: 1, name }];

describe('PhoneControl', () => {
  it('names both parts and keeps only digits, hyphens and parentheses in the number', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={contact} locale="en" onChange={onChange} />);
    expect(screen.getByRole('group', { name: /Contact phone/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Contact phone, country or region code' })).toHaveValue('Chinese Mainland +86');
    const number = screen.getByRole('textbox', { name: 'Contact phone, number' });
    await user.type(number, '(0)a1b3-8+x0 0');
    expect(number).toHaveValue('(0)13-800');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ contact: { code: '+86', number: '(0)13-800' } }, expect.anything()));
  });

  it('searches the regions by name in the locale and by code', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={contact} values={{ contact: { code: '+86', number: '91234567' } }} locale="sc" onChange={onChange} />);
    const code = screen.getByRole('combobox', { name: '联系电话 国家或地区区号' });
    await user.clear(code);
    await user.type(code, '香港');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['中国香港 +852']);
    await user.click(screen.getByRole('option', { name: '中国香港 +852' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ contact: { code: '+852', number: '91234567' } }, []));
    await user.clear(code);
    await user.type(code, '853');
    expect(screen.getByRole('option', { name: '中国澳门 +853' })).toBeInTheDocument();
  });

  it('searches in English by name and ISO letters, and shows the main region of a shared code', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={contact} values={{ contact: { code: '+1', number: '4155550100' } }} locale="en" />);
    const code = screen.getByRole('combobox', { name: 'Contact phone, country or region code' });
    expect(code).toHaveValue('United States +1');
    await user.clear(code);
    await user.type(code, 'Hong');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Hong Kong, China +852']);
    await user.clear(code);
    await user.type(code, 'MO');
    expect(screen.getByRole('option', { name: 'Macao, China +853' })).toBeInTheDocument();
  });

  it('shows the mainland error after blur with +86 and a short number', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={fixture} locale="en" />);
    const number = screen.getByRole('textbox', { name: 'Mobile phone, number' });
    await user.type(number, '1380013');
    expect(screen.queryByText('Please enter an 11-digit phone number')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please enter an 11-digit phone number')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives the number a telephone keyboard and autofill, and disables it in a read-only form', () => {
    render(<PortalForm fields={contact} locale="en" readOnly />);
    const number = screen.getByRole('textbox', { name: 'Contact phone, number' });
    expect(number).toHaveAttribute('type', 'tel');
    expect(number).toHaveAttribute('inputmode', 'tel');
    expect(number).toHaveAttribute('autocomplete', 'tel-national');
    expect(number).toBeRequired();
    expect(number).toBeDisabled();
  });

  it('offers only the field codes, in a plain select, when the definition lists them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={fixture} locale="tc" onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: /手機號碼 國家或地區區號/ }));
    expect(await screen.findAllByRole('option')).toHaveLength(6);
    await user.click(screen.getByRole('option', { name: '中國澳門 +853' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ mobile: { code: '+853', number: '' } }), expect.anything()));
  });

  it('previews "+86 13800138000", and -- without a number', () => {
    const values = { mobile: { code: '+86', number: '13800138000' } };
    render(<PortalForm fields={fixture} values={values} locale="sc" mode="preview" />);
    expect(screen.getByText('+86 13800138000')).toBeInTheDocument();
    expect(screen.getByText('--')).toBeInTheDocument();
  });
});
