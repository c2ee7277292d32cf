// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFixture } from '../../../../fixtures/index';
import { PortalForm } from '../../../../renderers/index';
import '../setup';

// The calendar's chunk (the MUI X picker) loads only when the test lets it: the tests can type while it is loading.
const chunk = vi.hoisted(() => {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { requested: 0, gate, release: () => release() };
});
vi.mock('../../../../renderers/pickers/CalendarPopup', async (importOriginal) => {
  chunk.requested += 1;
  await chunk.gate;
  return importOriginal();
});

const name = { sc: '出生日期', tc: '出生日期', en: 'Birthday' };
const dateField = (condition: Record<string, unknown> = {}) => [{ id: 1, field: 'day', name, type: 6, condition }];
const rangeField = [{ id: 2, field: 'study', name: { sc: '就读时间', tc: '就讀時間', en: 'Study' }, type: 7, condition: { date_type: 'date' } }];

const PICKER_PARTS = '.MuiPickersPopper-root, .MuiDateCalendar-root, .MuiPickersLayout-root, .MuiPickersTextField-root, .MuiPickersSectionList-root';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 21, 10, 0), shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const box = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

// The tests run in order: the picker's chunk is requested for the first time by the calendar test.
describe('DateInput', () => {
  it('mounts no picker at open: plain inputs, no calendar, and the picker chunk not even requested', () => {
    const { container } = render(<PortalForm fields={[...dateField(), ...rangeField]} values={{ day: '2024-03-05' }} locale="en" />);
    expect(box('Birthday').value).toBe('2024-03-05');
    expect(screen.getAllByRole('button', { name: /^Choose date/ })).toHaveLength(3);
    expect(document.querySelectorAll(PICKER_PARTS)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(container.querySelectorAll('input')).toHaveLength(3);
    expect(chunk.requested).toBe(0);
  });

  it('keeps the first keystroke and every one after it without the picker chunk', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={dateField()} locale="en" onChange={onChange} />);
    await user.click(box('Birthday'));
    await user.keyboard('2');
    expect(box('Birthday').value).toBe('2');
    await user.keyboard('0240305');
    expect(box('Birthday').value).toBe('2024-03-05');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ day: '2024-03-05' }, []));
    expect(chunk.requested).toBe(0);
  });

  it.each([
    ['at once', null],
    ['key by key', 0],
    ['with pauses longer than the commit and validation delays', 200],
  ] as const)('keeps every keystroke typed %s', async (_rhythm, delay) => {
    const user = userEvent.setup({ delay });
    const onChange = vi.fn();
    render(<PortalForm fields={dateField({ date_type: 'datetime' })} locale="en" onChange={onChange} />);
    await user.click(box('Birthday'));
    await user.keyboard('202403051430');
    expect(box('Birthday').value).toBe('2024-03-05 14:30');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ day: '2024-03-05 14:30' }, []));
  });

  it('keeps what is typed while the calendar loads (and does not pop it up over the typing), then picks a date in it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={dateField()} locale="en" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await waitFor(() => expect(chunk.requested).toBe(1));
    await user.click(box('Birthday'));
    await user.keyboard('2020011');
    expect(box('Birthday').value).toBe('2020-01-1');

    chunk.release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(box('Birthday')).toHaveFocus();
    await user.keyboard('0');
    expect(box('Birthday').value).toBe('2020-01-10');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ day: '2020-01-10' }, []));

    const button = screen.getByRole('button', { name: 'Choose date, selected date is Jan 10, 2020' });
    await user.click(button);
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText('January 2020')).toBeInTheDocument();
    expect(within(calendar).getByRole('gridcell', { name: '10' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(calendar).getByRole('gridcell', { name: '14' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ day: '2020-01-14' }, []));
    expect(box('Birthday').value).toBe('2020-01-14');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose date, selected date is Jan 14, 2020' })).toHaveFocus());
  });

  it.each([
    ['its own input', 'Birthday', '20210607', '2021-06-07'],
    ['another field', 'Note', 'abc', 'abc'],
  ])('keeps the typing of an applicant who goes from an open calendar to %s', async (_where, label, keys, shown) => {
    chunk.release();
    const user = userEvent.setup();
    const note = { id: 3, field: 'note', name: { sc: '备注', tc: '備註', en: 'Note' }, type: 1 };
    render(<PortalForm fields={[...dateField(), note]} locale="en" />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await screen.findByRole('dialog');
    await user.click(box(label));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard(keys.slice(0, 2));
    // Past the moment the picker would have handed focus back to its button.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await user.keyboard(keys.slice(2));
    expect(box(label)).toHaveFocus();
    expect(box(label).value).toBe(shown);
  });

  it('opens the calendar again on the typed month and closes it with Escape', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={dateField({ date_type: 'month' })} values={{ day: '2019-06' }} locale="en" />);
    await user.click(screen.getByRole('button', { name: /^Choose date/ }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('radio', { name: 'June' })).toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(box('Birthday').value).toBe('2019-06');
  });

  it('names the calendar button by the chosen date in the form language', () => {
    const { unmount } = render(<PortalForm fields={dateField()} values={{ day: '2024-03-05' }} locale="sc" />);
    expect(screen.getByRole('button', { name: '选择日期，已选择2024年3月5日' })).toBeInTheDocument();
    unmount();
    render(<PortalForm fields={dateField()} values={{ day: '2024-03-05' }} locale="en" />);
    expect(screen.getByRole('button', { name: 'Choose date, selected date is Mar 5, 2024' })).toBeInTheDocument();
  });

  it('shows the format as placeholder, and the format again while focused when the field has its own placeholder', async () => {
    const user = userEvent.setup();
    const fields = [{ ...dateField()[0], condition: {}, desc: { sc: '请选择', tc: '請選擇', en: 'Pick a day' } }];
    render(<PortalForm fields={[...fields, ...rangeField]} locale="en" />);
    expect(box('Birthday')).toHaveAttribute('placeholder', 'Pick a day');
    expect(box('Study (Start)')).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await user.click(box('Birthday'));
    expect(box('Birthday')).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  });

  it('a click in a part selects it, so typing replaces that part only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={dateField()} values={{ day: '2024-03-05' }} locale="en" onChange={onChange} />);
    await user.pointer({ target: box('Birthday'), offset: 6, keys: '[MouseLeft]' });
    expect([box('Birthday').selectionStart, box('Birthday').selectionEnd]).toEqual([5, 7]);
    await user.keyboard('11');
    expect(box('Birthday').value).toBe('2024-11-05');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ day: '2024-11-05' }, []));
  });

  it('writes a date typed with other separators in the stored format once the applicant leaves', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={dateField()} locale="en" onChange={onChange} />);
    await user.click(box('Birthday'));
    await user.keyboard('2024/3/5');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ day: '2024-03-05' }, []));
    await user.tab();
    expect(box('Birthday').value).toBe('2024-03-05');
  });

  it('drops the stored value when a digit is deleted, and does not put the digit back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={dateField({ date_type: 'month' })} locale="en" onChange={onChange} />);
    await user.click(box('Birthday'));
    await user.keyboard('20243');
    expect(box('Birthday').value).toBe('2024-03');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ day: '2024-03' }, []));
    await user.keyboard('{Backspace}');
    expect(box('Birthday').value).toBe('2024-0');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({}, []));
  });

  it('shows the limit_date error for a typed date outside the limits, and clears it for one inside', async () => {
    const user = userEvent.setup();
    const condition = { limit_date: { start: '2000-01-01', end: '2010-12-31' }, limit_tips: { sc: '限2000至2010年', tc: '限2000至2010年', en: '2000 to 2010 only' } };
    render(<PortalForm fields={dateField(condition)} locale="en" />);
    await user.click(box('Birthday'));
    await user.keyboard('20110101');
    await user.tab();
    expect(await screen.findByText('2000 to 2010 only')).toBeInTheDocument();
    expect(box('Birthday')).toHaveAttribute('aria-invalid', 'true');
    await user.tripleClick(box('Birthday'));
    await user.keyboard('20100101');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('2000 to 2010 only')).not.toBeInTheDocument());
    expect(box('Birthday')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a value set from elsewhere (the birthday filled in from the ID number) into the input', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={getFixture('06-date').fields.slice(0, 2)} locale="en" />);
    await user.click(screen.getByRole('textbox', { name: 'Mainland ID card number' }));
    await user.paste('510104199803150013');
    await waitFor(() => expect(box(/^Date of birth/).value).toBe('1998-03-15'));
    expect(screen.getByRole('button', { name: 'Choose date, selected date is Mar 15, 1998' })).toBeInTheDocument();
  });
});
