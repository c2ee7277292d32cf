// @vitest-environment jsdom
import { createTheme } from '@mui/material';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getFixture } from '../../../../fixtures/index';
import { PortalForm } from '../../../../renderers/index';
import '../setup';

const fields = getFixture('03-single-choice').fields;
const source = fields.filter((field) => field.field === 'source');
/** The colour of a disabled option's label text (the default theme's disabled text). */
const greyed = { color: createTheme().palette.text.disabled };

describe('RadioControl', () => {
  it('renders a named group of named radios, with option tips', () => {
    render(<PortalForm fields={fields} locale="en" />);
    const group = screen.getByRole('radiogroup', { name: /How did you hear about this programme/ });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /How did you hear/ }).tagName).toBe('FIELDSET');
    expect(screen.getByRole('radio', { name: 'University website' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Other' })).toHaveAccessibleDescription('Please specify');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeInTheDocument();
  });

  it('keeps one name per group, the field id on the first radio, and shows which radio is checked and that a read-only one is disabled', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PortalForm fields={source} locale="en" />);
    const radios = screen.getAllByRole('radio');
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    expect(radios[0]).toHaveAttribute('id', 'field-source');
    await user.click(screen.getByText('WeChat official account'));
    expect(screen.getByRole('radio', { name: 'WeChat official account' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'University website' })).not.toBeChecked();
    expect(screen.getByText('University website')).not.toHaveStyle(greyed);
    rerender(<PortalForm fields={source} locale="en" readOnly />);
    expect(screen.getByRole('radio', { name: 'University website' })).toBeDisabled();
    expect(screen.getByText('University website')).toHaveStyle(greyed);
  });

  it('reports the chosen value through onChange, and is keyboard operable', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={source} locale="sc" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '学校官网' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ source: '0' }), []));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '微信公众号' })).toBeChecked();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ source: '1' }), []));
  });

  it('shows named other text for an option that asks for it, and clears it when another option is chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={source} locale="tc" onChange={onChange} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '其他' }));
    const other = screen.getByRole('textbox', { name: '其他（請說明）' });
    await user.type(other, '知乎');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ source: '3', source_other: '知乎' }), []));
    await user.click(screen.getByRole('radio', { name: '學校官網' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ source: '0' }, []));
    await user.click(screen.getByRole('radio', { name: '其他' }));
    expect(screen.getByRole('textbox', { name: '其他（請說明）' })).toHaveValue('');
  });

  it('shows the required other-text error once the field is touched', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={source} locale="en" />);
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    const other = screen.getByRole('textbox', { name: 'Other (Please specify)' });
    await user.click(other);
    await user.tab();
    const message = 'Please fill in the text for the option you chose';
    await waitFor(() => expect(other).toHaveAccessibleDescription(message));
    expect(other).toHaveAttribute('aria-invalid', 'true');
    expect(other).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await user.type(other, 'A friend');
    await waitFor(() => expect(other).not.toHaveAttribute('aria-invalid'));
    expect(other).not.toHaveAccessibleDescription();
    expect(other).not.toBeInvalid();
  });

  it('previews the chosen label with its other text, and -- when nothing is chosen', () => {
    const values = { source: '3', source_other: '知乎专栏' };
    const { unmount } = render(<PortalForm fields={source} values={values} locale="sc" mode="preview" />);
    expect(screen.getByText('其他：知乎专栏')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    unmount();
    render(<PortalForm fields={fields} values={{ gender: '1' }} locale="en" mode="preview" />);
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.getAllByText('--').length).toBeGreaterThan(0);
  });
});
