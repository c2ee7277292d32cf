// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainChip } from '../../../../renderers/ui/index';

afterEach(() => cleanup());

describe('<PlainChip>', () => {
  it('shows its label with the look chosen by MUI names, and passes data attributes through', () => {
    render(<PlainChip size="small" variant="filled" color="success" label="Signed up" data-state="signed" />);
    const chip = screen.getByText('Signed up').parentElement;
    expect(chip).toHaveAttribute('data-state', 'signed');
    expect(chip).toHaveAttribute('data-color', 'success');
    expect(chip).toHaveAttribute('data-variant', 'filled');
    expect(chip).toHaveAttribute('data-size', 'small');
    expect(chip).toHaveTextContent('Signed up');
  });

  it('defaults to a medium, filled chip of the default colour', () => {
    render(<PlainChip label="Closed" />);
    const chip = screen.getByText('Closed').parentElement;
    expect(chip).toHaveAttribute('data-color', 'default');
    expect(chip).toHaveAttribute('data-variant', 'filled');
    expect(chip).toHaveAttribute('data-size', 'medium');
  });

  it('is static text: nothing to press or focus', () => {
    render(<PlainChip label="Open" color="primary" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Open').parentElement).not.toHaveAttribute('tabindex');
  });

  it('takes a role and a name when it states something', () => {
    render(<PlainChip label="3" color="warning" role="status" aria-label="3 unread messages" />);
    expect(screen.getByRole('status', { name: '3 unread messages' })).toHaveTextContent('3');
  });
});
