// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, isInaccessible, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Spinner } from '../../../../renderers/ui/index';

afterEach(() => cleanup());

describe('<Spinner>', () => {
  it('is hidden from assistive technology at the size asked', () => {
    const { container } = render(<Spinner size={24} />);
    const spinner = container.firstElementChild as HTMLElement;
    expect(isInaccessible(spinner)).toBe(true);
    expect(spinner.style.width).toBe('24px');
    expect(spinner.style.height).toBe('24px');
  });

  it('leaves the status beside it to say what loads', () => {
    render(
      <p role="status">
        <Spinner size={20} color="inherit" />
        Loading the form…
      </p>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Loading the form…$/);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
