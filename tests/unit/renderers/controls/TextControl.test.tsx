// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PortalForm, type PortalFormHandle } from '../../../../renderers/index';
import '../setup';

const fields = [
  { id: 1, field: 'name', name: { sc: '姓名', tc: '姓名', en: 'Name' }, type: 1, required: 1, remark: { sc: '同证件', tc: '同證件', en: 'As on your ID' } },
  { id: 2, field: 'degree', name: { sc: '学历', tc: '學歷', en: 'Degree' }, type: 5, required: 1, item: [{ sc: '本科', tc: '本科', en: 'Bachelor' }, { sc: '硕士', tc: '碩士', en: 'Master' }] },
];

describe('text and select inputs in error', () => {
  it('mark the inputs invalid and describe them by their error after a failed save, and drop both from an input once fixed', async () => {
    const user = userEvent.setup();
    const ref = createRef<PortalFormHandle>();
    render(<PortalForm ref={ref} fields={fields} locale="en" />);
    const name = screen.getByRole('textbox', { name: /Name/ });
    const degree = screen.getByRole('combobox', { name: /Degree/ });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAttribute('aria-describedby', 'field-name-hint');
    expect(degree).not.toBeInvalid();

    act(() => {
      ref.current?.validate();
    });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAttribute('aria-describedby', 'field-name-hint field-name-error');
    expect(name).toHaveAccessibleDescription('As on your ID Required fields cannot be empty');
    expect(degree).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, 'Li Hua');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    expect(name).toHaveAttribute('aria-describedby', 'field-name-hint');
    expect(name).not.toBeInvalid();
    expect(degree).toBeInvalid();
  });

  it('disables the input and the select in a read-only form', () => {
    render(<PortalForm fields={fields} locale="en" readOnly />);
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toBeDisabled();
    // The select is a combobox div, not a form control: it says it is disabled through ARIA.
    expect(screen.getByRole('combobox', { name: /Degree/ })).toHaveAttribute('aria-disabled', 'true');
  });
});
