// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PortalForm, type PortalFormHandle } from '../../../renderers/index';
import './setup';

const fields = [
  { id: 1, field: 'name', name: { sc: '姓名', tc: '姓名', en: 'Name' }, type: 1, required: 1 },
  { id: 2, field: 'email', name: { sc: '邮箱', tc: '郵箱', en: 'E-mail' }, type: 1, nature: 5 },
  { id: 3, field: 'statement', name: { sc: '个人陈述', tc: '個人陳述', en: 'Statement' }, type: 2, condition: { word_max: 5 } },
];

describe('<PortalForm>', () => {
  it('owns every keystroke at once: values() and edits() hold text typed a moment ago, before any commit', () => {
    const ref = createRef<PortalFormHandle>();
    render(<PortalForm ref={ref} fields={fields} values={{ name: 'Li' }} locale="en" />);
    expect(ref.current?.edits()).toBe(0);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Li Hua' } });
    fireEvent.change(screen.getByLabelText(/Statement/), { target: { value: 'I like maths' } });
    expect(ref.current?.values()).toEqual({ name: 'Li Hua', statement: 'I like maths' });
    expect(ref.current?.edits()).toBe(2);
  });

  it('renders labelled inputs and shows no error on first render', () => {
    render(<PortalForm fields={fields} locale="en" />);
    expect(screen.getByLabelText(/Name/)).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a field error after the field is touched, in the chosen locale', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={fields} locale="en" />);
    await user.type(screen.getByLabelText(/E-mail/), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('The e-mail format is incorrect')).toBeInTheDocument();
    expect(screen.queryByText('Required fields cannot be empty')).not.toBeInTheDocument();
  });

  it('judges a field left right after typing by what was typed: no stale "required" flashes in between', async () => {
    const { container } = render(<PortalForm fields={fields} locale="en" />);
    const flashes: string[] = [];
    const observer = new MutationObserver(() => {
      if (screen.queryByText('Required fields cannot be empty')) flashes.push('required');
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: '张三' } });
    fireEvent.blur(screen.getByLabelText(/Name/));
    await new Promise((resolve) => setTimeout(resolve, 400));
    observer.disconnect();
    expect(flashes).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: '' } });
    fireEvent.blur(screen.getByLabelText(/Name/));
    expect(await screen.findByText('Required fields cannot be empty')).toBeInTheDocument();
  });

  it('reports values to save and errors through onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={fields} locale="sc" onChange={onChange} />);
    await user.type(screen.getByLabelText(/姓名/), '张三');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: '张三' }), []));
  });

  it('hands a save the value a blur committed in the same event (leaving a field by clicking Save)', () => {
    const ref = createRef<PortalFormHandle>();
    render(<PortalForm ref={ref} fields={fields} locale="en" />);
    const name = screen.getByLabelText(/Name/) as HTMLInputElement;
    act(() => name.focus());
    fireEvent.change(name, { target: { value: 'Emily Carter' } });
    let saved: Record<string, unknown> = {};
    act(() => {
      name.blur();
      saved = ref.current?.values() ?? {};
    });
    expect(saved).toMatchObject({ name: 'Emily Carter' });
  });

  it('on a failed save attempt shows every error in a summary that takes focus', async () => {
    const ref = createRef<PortalFormHandle>();
    render(<PortalForm ref={ref} fields={fields} locale="tc" />);
    let found: unknown[] = [];
    act(() => {
      found = ref.current?.validate() ?? [];
    });
    expect(found).toHaveLength(1);
    const summary = await screen.findByText('儲存前請更正以下內容：');
    await waitFor(() => expect(summary.closest('[data-error-summary]')).toHaveFocus());
    expect(screen.getAllByText(/必填項不能為空/).length).toBeGreaterThan(0);
  });

  it('keeps focus in the field the applicant types in after a failed save attempt, while the summary updates', async () => {
    const user = userEvent.setup();
    const ref = createRef<PortalFormHandle>();
    render(<PortalForm ref={ref} fields={fields} locale="en" />);
    act(() => {
      ref.current?.validate();
    });
    const summary = (await screen.findByText('Please correct the following before saving:')).closest('[data-error-summary]');
    await waitFor(() => expect(summary).toHaveFocus());
    const statement = screen.getByLabelText(/Statement/);
    await user.click(statement);
    await user.type(statement, 'one two');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await user.keyboard(' three');
    await waitFor(() => expect(ref.current?.values()).toMatchObject({ statement: 'one two three' }));
    expect(statement).toHaveFocus();
    expect(statement).toHaveValue('one two three');
  });

  it('counts words against word_max as the applicant types', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={fields} locale="en" />);
    await user.type(screen.getByLabelText(/Statement/), '我们 hello');
    expect(screen.getByText('3 / 5 words')).toBeInTheDocument();
  });

  it('shows a translated error, not a blank screen, for unusable definitions', () => {
    render(<PortalForm fields={[{ id: 1, field: 'a', type: 'abc' }]} locale="en" />);
    expect(screen.getByText(/fields\[0\]\.type/)).toBeInTheDocument();
  });

  it('disables inputs when the saved values carry writeState 1, and shows -- for sensitive fields in preview', () => {
    const { unmount } = render(<PortalForm fields={fields} values={{ name: 'A', writeState: 1 }} locale="en" />);
    expect(screen.getByLabelText(/Name/)).toBeDisabled();
    unmount();
    const sensitive = [{ id: 9, field: 'id_no', name: 'ID', type: 1, condition: { is_sensitive_data: 1 } }];
    render(<PortalForm fields={sensitive} values={{ id_no: '110101199003078670' }} locale="en" mode="preview" showSensitive={false} />);
    expect(screen.getByText('--')).toBeInTheDocument();
    expect(screen.queryByText('110101199003078670')).not.toBeInTheDocument();
  });

  it('after a failed save marks each field with its own errors: the text input invalid, the radio group described by its error; a fix clears only that one', async () => {
    const withChoice = [...fields, { id: 4, field: 'gender', name: { sc: '性别', tc: '性別', en: 'Gender' }, type: 3, required: 1, item: [{ sc: '男', tc: '男', en: 'Male' }, { sc: '女', tc: '女', en: 'Female' }] }];
    const ref = createRef<PortalFormHandle>();
    render(<PortalForm ref={ref} fields={withChoice} locale="en" />);
    act(() => {
      ref.current?.validate();
    });
    const name = screen.getByLabelText(/Name/);
    const gender = screen.getByRole('group', { name: /Gender/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Required fields cannot be empty');
    expect(gender).toHaveAccessibleDescription('Required fields cannot be empty');
    fireEvent.change(name, { target: { value: 'Li Hua' } });
    fireEvent.blur(name);
    act(() => {
      ref.current?.validate();
    });
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    expect(name).not.toHaveAccessibleDescription();
    expect(gender).toHaveAccessibleDescription('Required fields cannot be empty');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Gender: Required fields cannot be empty']);
  });

  it("leads each summary entry to its field: the link names the field's input and following it focuses the input", async () => {
    const ref = createRef<PortalFormHandle>();
    render(<PortalForm ref={ref} fields={fields} locale="en" />);
    act(() => {
      ref.current?.validate();
    });
    const link = await screen.findByRole('link', { name: 'Name: Required fields cannot be empty' });
    expect(link).toHaveAttribute('href', `#${screen.getByLabelText(/Name/).id}`);
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      fireEvent.click(link);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
    expect(screen.getByLabelText(/Name/)).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
  });

  it("shows the server's errors on their fields from the first paint, unless the form's own errors flag the field, until they are withdrawn", async () => {
    const ref = createRef<PortalFormHandle>();
    const server = [
      { field: 'email', keyword: 'server', message: 'This e-mail is already registered' },
      { field: 'name', keyword: 'server', message: 'Name refused' },
    ];
    const { rerender } = render(<PortalForm ref={ref} fields={fields} locale="en" externalErrors={server} />);
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('This e-mail is already registered');
    expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('Name refused');
    act(() => {
      ref.current?.validate();
    });
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('Required fields cannot be empty'));
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('This e-mail is already registered');
    rerender(<PortalForm ref={ref} fields={fields} locale="en" externalErrors={[]} />);
    await waitFor(() => expect(screen.getByLabelText(/E-mail/)).not.toHaveAccessibleDescription());
    expect(screen.getByLabelText(/E-mail/)).not.toHaveAttribute('aria-invalid');
  });
});

