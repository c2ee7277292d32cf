// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainLink } from '../../../../renderers/ui/index';

afterEach(() => cleanup());

describe('<PlainLink>', () => {
  it('links outside the portal by address, with the attributes given', () => {
    render(
      <PlainLink href="https://example.edu/guide" target="_blank" rel="noopener noreferrer" aria-describedby="hint">
        Application guide
      </PlainLink>,
    );
    const link = screen.getByRole('link', { name: 'Application guide' });
    expect(link).toHaveAttribute('href', 'https://example.edu/guide');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('aria-describedby', 'hint');
  });

  it('marks the current page for assistive technology', () => {
    render(
      <PlainLink href="#/notices" aria-current="page">
        Notices
      </PlainLink>,
    );
    expect(screen.getByRole('link', { name: 'Notices', current: 'page' })).toBeInTheDocument();
  });
});
