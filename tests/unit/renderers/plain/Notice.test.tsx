// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notice } from '../../../../renderers/plain/Notice';
import { Spinner } from '../../../../renderers/plain/Spinner';

afterEach(() => cleanup());

describe('Notice', () => {
  it('is an alert with its severity, title and message', () => {
    render(
      <Notice severity="warning" title="Check these fields">
        Two fields are missing.
      </Notice>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-severity', 'warning');
    expect(alert).toHaveTextContent('Check these fields');
    expect(alert).toHaveTextContent('Two fields are missing.');
  });

  it('offers a named close button that calls onClose', () => {
    const onClose = vi.fn();
    render(
      <Notice severity="error" onClose={onClose} closeLabel="Close">
        Saving failed.
      </Notice>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a given action instead of the close button, and takes another role and attributes', () => {
    render(
      <Notice severity="info" role="status" action={<button type="button">Restore</button>} onClose={() => undefined} closeLabel="Close" data-testid="notice">
        A draft was kept.
      </Notice>,
    );
    expect(screen.getByRole('status')).toBe(screen.getByTestId('notice'));
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

describe('Spinner', () => {
  it('is hidden from screen readers at the size asked', () => {
    const { container } = render(<Spinner size={24} />);
    const spinner = container.firstElementChild as HTMLElement;
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    expect(spinner.style.width).toBe('24px');
  });
});
