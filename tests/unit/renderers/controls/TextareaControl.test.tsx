// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFixture } from '../../../../fixtures/index';
import { PortalForm, type PortalFormHandle } from '../../../../renderers/index';
import '../setup';

const fields = getFixture('02-textarea').fields;
const intro = fields.filter((field) => field.field === 'personal_intro');

/** The outlined box drawn around a textarea. */
const boxOf = (element: HTMLElement) => element.closest('.MuiInputBase-root') as HTMLElement;

describe('TextareaControl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('keeps every keystroke of several lines typed at once and counts the words live', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<PortalForm fields={intro} locale="en" onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: /Personal introduction/ });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toBeRequired();
    const text = 'First line\nsecond line 第二行\nthird';
    await user.type(area, text);
    expect(area).toHaveValue(text);
    expect(screen.getByText('8 / 100 words')).toBeInTheDocument();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ personal_intro: text }, []));
  });

  it("draws a word count over word_max in the host theme's error colour", async () => {
    const theme = createTheme({ palette: { error: { main: '#aa1100' } } });
    const capped = [{ ...intro[0], condition: { ...(intro[0]?.condition as object), word_max: 2 } }];
    render(
      <ThemeProvider theme={theme}>
        <PortalForm fields={capped} locale="en" />
      </ThemeProvider>,
    );
    const area = screen.getByRole('textbox', { name: /Personal introduction/ });
    await userEvent.setup({ delay: null }).type(area, 'one two');
    expect(screen.getByText('2 / 2 words')).not.toHaveStyle({ color: 'rgb(170, 17, 0)' });
    await userEvent.setup({ delay: null }).type(area, ' three');
    expect(screen.getByText('3 / 2 words')).toHaveStyle({ color: 'rgb(170, 17, 0)' });
  });

  it('marks the textarea invalid and describes it by its error after a failed save', async () => {
    const ref = createRef<PortalFormHandle>();
    render(<PortalForm ref={ref} fields={intro} locale="en" />);
    const area = screen.getByRole('textbox', { name: /Personal introduction/ });
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(boxOf(area)).toHaveClass('MuiInputBase-multiline');
    act(() => {
      ref.current?.validate();
    });
    await waitFor(() => expect(area).toHaveAttribute('aria-invalid', 'true'));
    expect(area).toHaveAccessibleDescription(/Required fields cannot be empty/);
  });

  it('disables the textarea in a read-only form', () => {
    render(<PortalForm fields={intro} locale="en" readOnly />);
    const area = screen.getByRole('textbox', { name: /Personal introduction/ });
    expect(area).toBeDisabled();
  });

  it('measures its height with a hidden twin where the browser cannot size a textarea to its text', () => {
    const { container } = render(<PortalForm fields={intro} locale="en" />);
    const twin = container.querySelector('textarea[aria-hidden="true"]');
    expect(twin).toHaveAttribute('tabindex', '-1');
    expect(twin).toHaveAttribute('readonly');
  });

  it('is a plain textarea of custom_lines rows where the browser sizes it to its text', async () => {
    vi.stubGlobal('CSS', { supports: (property: string, value: string) => property === 'field-sizing' && value === 'content' });
    vi.resetModules();
    const renderers = await import('../../../../renderers/index');
    await renderers.prepareForm(intro, { locale: 'en' });
    const { container } = render(<renderers.PortalForm fields={intro} locale="en" />);
    const area = screen.getByRole('textbox', { name: /Personal introduction/ });
    expect(area).toHaveAttribute('rows', '6');
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
  });
});
