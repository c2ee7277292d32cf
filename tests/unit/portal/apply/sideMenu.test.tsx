// @vitest-environment jsdom
import '../../renderers/setup';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../../../../protocol/apply';
import type { ApplyContextValue } from '../../../../src/pages/apply/applyContext';
import { type MenuCurrent, SideMenu } from '../../../../src/pages/apply/SideMenu';
import { useProjectStore } from '../../../../src/store';
import { InEnglish } from '../account/i18n';

const item = (menuid: number, name: string, state: 0 | 1 | 2, required: 0 | 1 = 1): MenuItem => ({ menuid, title: {}, name, options: {}, required, referee: 0, state, version: 1 });

const BATCH = { id: 3, name: 'Autumn', window: 'open', start_time: 0, end_time: 0, tracks: [] } as never;

function apply(chosen: boolean, stuffResult: 0 | 1 = 0): ApplyContextValue {
  return {
    data: {
      menu: { list: [item(11, 'Basic information', 2), item(12, 'Education', 1), item(13, 'Hobbies', 0, 0)], batch_state: chosen ? 2 : 0, status: 'draft', application_state: 1, submitted_at: null, stuff_result: stuffResult },
      applied: { batch: chosen ? BATCH : null, track: null, batch_state: chosen ? 2 : 0, status: 'draft' },
      batches: { list: [BATCH], apply_list: [BATCH] },
    },
    reload: vi.fn(),
    patchModule: vi.fn(),
  };
}

function renderMenu(value: ApplyContextValue, current: MenuCurrent) {
  return render(
    <InEnglish>
      <MemoryRouter>
        <SideMenu apply={value} current={current} />
      </MemoryRouter>
    </InEnglish>,
  );
}

beforeEach(() => useProjectStore.getState().setLocale('en'));

describe('<SideMenu>', () => {
  it('is a navigation landmark whose links name each module with its state and mark where the applicant is', () => {
    renderMenu(apply(true), 12);
    const nav = screen.getByRole('navigation', { name: 'Application modules' });
    const modules = within(nav).getByRole('list', { name: 'Modules' });
    const links = within(modules).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/applyform/basic?menu_id=11', '/applyform/basic?menu_id=12', '/applyform/basic?menu_id=13', '/applyform?step=submit']);
    expect(links[0]).toHaveAccessibleName(/^Basic information/);
    expect(links[0]?.getAttribute('aria-label')).not.toBe(links[1]?.getAttribute('aria-label'));
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: 'Submit application' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Technical review' })).not.toBeInTheDocument();
  });

  it('shows completion as a labelled progress bar', () => {
    renderMenu(apply(true), null);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAccessibleName(/1 of 3/);
  });

  it('marks the submit step as current and offers the tech review once the materials passed', () => {
    renderMenu(apply(true, 1), 'submit');
    expect(screen.getByRole('link', { name: 'Submit application' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Technical review' })).not.toHaveAttribute('aria-current');
  });

  it('before a batch is chosen, stops a module link with a warning that can be closed', () => {
    renderMenu(apply(false), null);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const link = screen.getAllByRole('link')[0]!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please choose application type');
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
