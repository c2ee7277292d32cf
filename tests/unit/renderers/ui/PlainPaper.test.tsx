// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainPaper } from '../../../../renderers/ui/index';

afterEach(() => cleanup());

describe('<PlainPaper>', () => {
  it('is a named region when drawn as a section labelled by its heading', () => {
    render(
      <PlainPaper component="section" aria-labelledby="batches">
        <h2 id="batches">Batches</h2>
      </PlainPaper>,
    );
    expect(screen.getByRole('region', { name: 'Batches' })).toHaveAttribute('data-variant', 'elevation');
  });

  it('is the landmark of the element chosen', () => {
    render(
      <>
        <PlainPaper component="nav" aria-label="Modules" variant="outlined" />
        <PlainPaper component="aside" aria-label="Help" square />
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'Modules' })).toHaveAttribute('data-variant', 'outlined');
    expect(screen.getByRole('complementary', { name: 'Help' })).toHaveAttribute('data-square', 'true');
  });

  it('adds no role of its own by default', () => {
    render(<PlainPaper data-testid="paper">Text</PlainPaper>);
    const paper = screen.getByTestId('paper');
    expect(paper.tagName).toBe('DIV');
    expect(paper).not.toHaveAttribute('role');
  });
});
