// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ICON_PATHS, PlainButton, PlainIcon } from '../../../../renderers/ui/index';

afterEach(() => cleanup());

describe('<PlainButton>', () => {
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

  it('is named by its label, not by its icon', () => {
    render(<PlainButton startIcon={<PlainIcon path={ICON_PATHS.translate} />}>Language</PlainButton>);
    expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument();
  });

  it('takes its name from aria-label and its menu state from aria attributes', () => {
    render(
      <PlainButton aria-label="Account menu" aria-haspopup="menu" aria-expanded={false}>
        A
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
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
});
