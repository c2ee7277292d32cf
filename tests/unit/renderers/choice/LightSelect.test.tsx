// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getFixture } from '../../../../fixtures/index';
import { PortalForm } from '../../../../renderers/index';
import '../setup';

const degree = getFixture('05-dropdown').fields.filter((field) => field.field === 'highest_degree');
// 13-phone's fields bring a handful of codes each: their code is a short select, not a search.
const phones = getFixture('13-phone').fields;

/** Whatever a closed select must not hold: a menu, its popover or modal, a list of options, a hidden native input. */
const MENU_PARTS = '.MuiMenu-root, .MuiPopover-root, .MuiModal-root, .MuiMenu-list, [role="listbox"], [role="option"], .MuiSelect-nativeInput';

const degreeBox = () => screen.getByRole('combobox', { name: /^Highest degree/ });

describe('the short select (dropdown, phone code, levels)', () => {
  it('mounts no menu until it is opened, and none again once it has closed', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={[...degree, ...phones]} locale="en" />);
    expect(screen.getAllByRole('combobox').length).toBeGreaterThanOrEqual(3);
    expect(document.querySelectorAll(MENU_PARTS)).toHaveLength(0);
    await user.click(degreeBox());
    // The menu's code loads when the select is first approached: the first open may wait for it.
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(4);
    await user.click(screen.getByRole('option', { name: 'Master' }));
    await waitFor(() => expect(document.querySelectorAll(MENU_PARTS)).toHaveLength(0));
    expect(degreeBox()).toHaveTextContent('Master');
  });

  it('is named by its label and its value, and tells whether its list is open', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={degree} values={{ highest_degree: '1' }} locale="en" />);
    const select = degreeBox();
    // As MUI's Select: the label, then the select itself (its shown value), so browsers read "Highest degree Master".
    expect(select).toHaveAttribute('aria-labelledby', `field-highest_degree-label ${select.id}`);
    expect(select).toHaveTextContent('Master');
    expect(select).toHaveAttribute('aria-haspopup', 'listbox');
    expect(select).toHaveAttribute('aria-expanded', 'false');
    expect(select).not.toHaveAttribute('aria-controls');
    await user.click(select);
    await screen.findByRole('listbox');
    expect(select).toHaveAttribute('aria-expanded', 'true');
    expect(select).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(screen.getByRole('listbox')).toHaveAccessibleName('Highest degree');
    expect(screen.getByRole('option', { name: 'Master' })).toHaveAttribute('aria-selected', 'true');
  });

  it('works by keyboard: arrow down opens on the chosen option, Enter picks, focus comes back to the select', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={degree} values={{ highest_degree: '1' }} locale="en" onChange={onChange} />);
    await user.tab();
    expect(degreeBox()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Master' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ highest_degree: '2' }, []));
    await waitFor(() => expect(degreeBox()).toHaveFocus());
    expect(degreeBox()).toHaveTextContent('Doctorate');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('opens on Space without choosing the option Space lands on, and Escape closes without a change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PortalForm fields={degree} locale="en" onChange={onChange} />);
    await user.tab();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Bachelor' })).toHaveFocus());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(degreeBox()).toHaveFocus();
    expect(degreeBox()).toHaveTextContent('Please select');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is not left (no required error) while its menu is open; leaving it afterwards shows the error', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={degree} locale="en" />);
    await user.click(degreeBox());
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Required fields cannot be empty')).toBeInTheDocument();
    expect(degreeBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes focus from a click on the field label, as a native control does', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={degree} locale="en" />);
    await user.click(screen.getByText('Highest degree'));
    expect(degreeBox()).toHaveFocus();
  });

  it('cannot be opened while disabled', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={degree} locale="en" readOnly />);
    expect(degreeBox()).toHaveAttribute('aria-disabled', 'true');
    expect(degreeBox()).not.toHaveAttribute('tabindex');
    await user.click(degreeBox());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
