// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainStack } from '../../../../renderers/ui/index';

afterEach(() => cleanup());

describe('<PlainStack>', () => {
  it('drawn as a list, is a list of its items', () => {
    render(
      <PlainStack component="ul" spacing={1} aria-label="Documents">
        <li>Transcript</li>
        <li>Passport</li>
      </PlainStack>,
    );
    const list = screen.getByRole('list', { name: 'Documents' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Transcript', 'Passport']);
  });

  it('adds no role of its own by default, and sets its direction and spacing', () => {
    render(
      <PlainStack direction="row-from-sm" spacing={2} wrap centred data-testid="stack">
        <span>One</span>
      </PlainStack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack).not.toHaveAttribute('role');
    expect(stack).toHaveAttribute('data-direction', 'row-from-sm');
    expect(stack).toHaveAttribute('data-wrap', 'true');
    expect(stack).toHaveAttribute('data-centred', 'true');
    expect(stack.style.getPropertyValue('--stack-gap')).toBe('16px');
  });
});
