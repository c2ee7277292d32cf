// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notice } from '../../../../renderers/ui/index';

afterEach(() => cleanup());

describe('<Notice>', () => {
  it('is an alert with its severity, title and message; its icon is not announced', () => {
    render(
      <Notice severity="warning" title="Check these fields">
        Two fields are missing.
      </Notice>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-severity', 'warning');
    expect(alert).toHaveTextContent('Check these fields');
    expect(alert).toHaveTextContent('Two fields are missing.');
    expect(within(alert).queryByRole('img')).toBeNull();
    expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers a named close button that calls onClose', () => {
    const onClose = vi.fn();
    render(
      <Notice severity="error" onClose={onClose} closeLabel="Close">
        Saving failed.
      </Notice>,
    );
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a given action instead of the close button, and takes another role and attributes', () => {
    render(
      <Notice severity="info" role="status" action={<button type="button">Restore</button>} onClose={() => undefined} closeLabel="Close" data-testid="notice">
        A draft was kept.
      </Notice>,
    );
    expect(screen.getByRole('status')).toBe(screen.getByTestId('notice'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('is named by what its aria-labelledby points at', () => {
    render(
      <Notice severity="success" role="status" aria-labelledby="saved-title" title={<span id="saved-title">Saved</span>}>
        Your answers are on the server.
      </Notice>,
    );
    expect(screen.getByRole('status', { name: 'Saved' })).toHaveTextContent('Your answers are on the server.');
  });
});
