// @vitest-environment jsdom
import '../../renderers/setup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeaveGuard } from '../../../../src/pages/apply/useLeaveGuard';
import { InEnglish } from '../account/i18n';

// The dialog's chunk fails to load (offline) while `offline.value` holds.
const offline = vi.hoisted(() => ({ value: true }));
vi.mock('../../../../src/pages/apply/LeaveDialog', async (importActual) => {
  if (offline.value) throw new Error('Failed to fetch dynamically imported module');
  return importActual();
});

function renderGuarded(unsaved: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <>
            <LeaveGuard unsaved={unsaved} />
            <Link to="/elsewhere">Elsewhere</Link>
          </>
        ),
      },
      { path: '/elsewhere', element: <p>Another page</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <InEnglish>
      <RouterProvider router={router} />
    </InEnglish>,
  );
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('<LeaveGuard>', () => {
  it('lets the applicant leave freely when everything is saved', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const router = renderGuarded(false);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByText('Another page');
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('offline, asks with the browser confirm in the same words: Cancel stays, OK leaves', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const router = renderGuarded(true);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]?.[0]).toContain('Leave this page?');
    expect(confirm.mock.calls[0]?.[0]).toContain('Some changes have not reached the server yet');
    await waitFor(() => expect(router.state.blockers.size === 0 || [...router.state.blockers.values()].every((blocker) => blocker.state === 'unblocked')).toBe(true));
    expect(router.state.location.pathname).toBe('/form');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByText('Another page');
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('online, asks in a dialog: Stay keeps the page, Leave goes', async () => {
    offline.value = false;
    const confirm = vi.spyOn(window, 'confirm');
    const router = renderGuarded(true);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog).toHaveAccessibleDescription(/Some changes have not reached the server yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await screen.findByText('Another page');
    expect(confirm).not.toHaveBeenCalled();
  });
});
