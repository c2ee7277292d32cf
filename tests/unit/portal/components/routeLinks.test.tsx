// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteButton } from '../../../../src/components/route/RouteButton';
import { RouteLink } from '../../../../src/components/route/RouteLink';

afterEach(() => cleanup());

/** Renders `element` on the route `/` of a memory router, with `/next` beside it showing the state it was sent. */
function inRouter(element: ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '/next', element: <p>Next screen</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('<RouteButton>', () => {
  it('goes to its route, as a link drawn as a kit button with its address and name', () => {
    const router = inRouter(
      <RouteButton to="/next" linkState={{ from: 'home' }} variant="contained" aria-label="Log in to apply">
        Log in
      </RouteButton>,
    );
    const link = screen.getByRole('link', { name: 'Log in to apply' });
    expect(link).toHaveAttribute('href', '/next');
    expect(link).toHaveAttribute('data-variant', 'contained');
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/next');
    expect(router.state.location.state).toEqual({ from: 'home' });
    expect(screen.getByText('Next screen')).toBeInTheDocument();
  });
});

describe('<RouteLink>', () => {
  it('is a link named by its text that goes to its route', () => {
    const router = inRouter(<RouteLink to="/next">Create an account</RouteLink>);
    const link = screen.getByRole('link', { name: 'Create an account' });
    expect(link).toHaveAttribute('href', '/next');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/next');
  });
});
