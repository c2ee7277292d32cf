// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactNode } from 'react';
import { PlainButton } from '../../../../src/components/plain/PlainButton';
import { PlainLink } from '../../../../src/components/plain/PlainLink';

afterEach(() => cleanup());

/** Renders `element` on the route `/` of a memory router, with `/next` beside it. */
function inRouter(element: ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '/next', element: <p>Next screen</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('<PlainButton> and <PlainLink>', () => {
  it('is a button that does not submit its form unless asked to', () => {
    const submit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <PlainButton>Get code</PlainButton>
        <PlainButton type="submit" variant="contained">
          Log in
        </PlainButton>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('cannot be pressed while disabled', () => {
    const click = vi.fn();
    render(
      <PlainButton disabled onClick={click}>
        Sending…
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(click).not.toHaveBeenCalled();
  });

  it('goes to a route when given one, as a link with its address', () => {
    const router = inRouter(
      <>
        <PlainButton to="/next" color="inherit">
          Log in
        </PlainButton>
        <PlainLink to="/next">Create an account</PlainLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/next');
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/next');
    expect(screen.getByText('Next screen')).toBeInTheDocument();
  });

  it('links outside the portal by address', () => {
    render(<PlainLink href="mailto:yz@scu.example.edu">E-mail</PlainLink>);
    expect(screen.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', 'mailto:yz@scu.example.edu');
  });
});
