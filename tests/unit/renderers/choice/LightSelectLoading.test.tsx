// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getFixture } from '../../../../fixtures/index';
import { PortalForm } from '../../../../renderers/index';
import '../setup';

const degree = getFixture('05-dropdown').fields.filter((field) => field.field === 'highest_degree');
const degreeBox = () => screen.getByRole('combobox', { name: /^Highest degree/ });

// The menu's chunk: its loads fail while offline; once online, a load waits until the test lets it arrive.
const chunk = vi.hoisted(() => {
  let release: () => void = () => undefined;
  return { offline: true, arrived: new Promise<void>((resolve) => (release = resolve)), release: () => release() };
});
vi.mock('../../../../renderers/choice/LightSelectMenu', async (importOriginal) => {
  if (chunk.offline) throw new Error('Failed to fetch dynamically imported module');
  await chunk.arrived;
  return importOriginal();
});

describe('the short select whose menu code has not arrived', () => {
  it('says so under the field when the menu cannot load, then opens once it loads, on the open asked before it arrived', async () => {
    const user = userEvent.setup();
    render(<PortalForm fields={degree} locale="en" />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const failure = await screen.findByText('The list could not be loaded. Check your connection and try again, or reload the page.');
    expect(degreeBox()).toHaveAttribute('aria-describedby', expect.stringContaining(failure.id));
    expect(degreeBox()).toHaveAttribute('aria-expanded', 'false');
    chunk.offline = false;
    await user.keyboard('{ArrowDown}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    chunk.release();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Bachelor' })).toHaveFocus());
    // The open menu's modal hides the rest of the page from screen readers, the select included.
    expect(screen.getByRole('combobox', { hidden: true })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('The list could not be loaded. Check your connection and try again, or reload the page.')).not.toBeInTheDocument();
  });
});
