// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalForm } from '../../../../renderers/index';
import '../setup';

const name = { sc: '出生日期', tc: '出生日期', en: 'Birthday' };
const dateField = (condition: Record<string, unknown>, extra: Record<string, unknown> = {}) => [{ id: 1, field: 'day', name, type: 6, condition, ...extra }];
const today = '2026-11-21';

// Only Date is faked (timers stay real): "today" is 2026-11-21 in the pickers and in validation alike.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 21, 10, 0), shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

async function typeInto(label: string | RegExp, keys: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.click(input);
  await user.keyboard(keys);
  return { user, input: input as HTMLInputElement };
}

describe('DateControl', () => {
  it('stores what the applicant types as a YYYY-MM-DD string', async () => {
    const onChange = vi.fn();
    render(<PortalForm fields={dateField({ date_type: 'date' })} locale="en" onChange={onChange} />);
    const { input } = await typeInto('Birthday', '20240305');
    expect(input.value).toBe('2024-03-05');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ day: '2024-03-05' }, []));
  });

  it.each([
    ['year', '2024', '2024'],
    ['month', '202403', '2024-03'],
    ['datetime', '202403051430', '2024-03-05 14:30'],
  ])('stores a %s at its precision', async (dateType, keys, stored) => {
    const onChange = vi.fn();
    render(<PortalForm fields={dateField({ date_type: dateType })} locale="en" onChange={onChange} />);
    await typeInto('Birthday', keys);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ day: stored }, []));
  });

  it('shows the translated future-date error once the applicant leaves the field (sc)', async () => {
    render(<PortalForm fields={dateField({ disabled_date: { is_check: 1 } })} locale="sc" />);
    const { user } = await typeInto('出生日期', '20991231');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('不能选择2026-11-21之后的日期')).toBeInTheDocument();
    expect(screen.getByLabelText('出生日期')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows limit_tips for a typed date outside limit_date (tc)', async () => {
    const condition = { limit_date: { start: '2000-01-01', end: '2010-12-31' }, limit_tips: { sc: '限2000至2010年', tc: '限2000至2010年', en: '2000 to 2010 only' } };
    render(<PortalForm fields={dateField(condition)} locale="tc" />);
    const { user } = await typeInto('出生日期', '19991231');
    await user.tab();
    expect(await screen.findByText('限2000至2010年')).toBeInTheDocument();
  });

  it('disables calendar days after disabled_date and before limit_date, and stores the chosen day', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const condition = { disabled_date: { is_check: 1, date: '2020-01-15' }, limit_date: { start: '2020-01-05' } };
    render(<PortalForm fields={dateField(condition)} values={{ day: '2020-01-10' }} locale="sc" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /^选择日期/ }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText('一月 2020')).toBeInTheDocument();
    expect(within(calendar).getByRole('gridcell', { name: '16' })).toBeDisabled();
    expect(within(calendar).getByRole('gridcell', { name: '4' })).toBeDisabled();
    expect(within(calendar).getByRole('gridcell', { name: '15' })).toBeEnabled();
    await user.click(within(calendar).getByRole('gridcell', { name: '14' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ day: '2020-01-14' }, []));
  });

  it('blocks future days with disabled_date today', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={dateField({ disabled_date: { is_check: 1 } })} values={{ day: today }} locale="en" />);
    await user.click(screen.getByRole('button', { name: /^Choose date/ }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText('November 2026')).toBeInTheDocument();
    expect(within(calendar).getByRole('gridcell', { name: '21' })).toBeEnabled();
    expect(within(calendar).getByRole('gridcell', { name: '22' })).toBeDisabled();
  });

  it('with show_current shows today as a placeholder only, never as a value', async () => {
    const onChange = vi.fn();
    render(<PortalForm fields={dateField({}, { show_current: 1 })} locale="en" onChange={onChange} />);
    const input = screen.getByLabelText('Birthday') as HTMLInputElement;
    expect(input).toHaveAttribute('placeholder', today);
    expect(input.value).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a saved value in the field, and the string or -- in preview', () => {
    const { unmount } = render(<PortalForm fields={dateField({ date_type: 'month' })} values={{ day: '2026-11' }} locale="en" />);
    expect(screen.getByLabelText('Birthday')).toHaveValue('2026-11');
    unmount();
    const { unmount: unmountPreview } = render(<PortalForm fields={dateField({})} values={{ day: '2026-11-21' }} locale="tc" mode="preview" />);
    expect(screen.getByText('2026-11-21')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    unmountPreview();
    render(<PortalForm fields={dateField({})} locale="sc" mode="preview" />);
    expect(screen.getByText('--')).toBeInTheDocument();
  });
});
