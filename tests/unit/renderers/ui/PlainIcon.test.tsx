// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, isInaccessible, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ICON_PATHS, PlainIcon } from '../../../../renderers/ui/index';

afterEach(() => cleanup());

describe('<PlainIcon>', () => {
  it('is decoration: hidden from assistive technology and never focused', () => {
    const { container } = render(<PlainIcon path={ICON_PATHS.person} size="small" color="success" />);
    const icon = container.querySelector('svg') as SVGSVGElement;
    expect(isInaccessible(icon)).toBe(true);
    expect(icon).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('adds nothing to the name of the control it is in, which names itself', () => {
    render(
      <button type="button" aria-label="Menu">
        <PlainIcon path={ICON_PATHS.menu} />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('draws the path given, by the even-odd rule when asked', () => {
    const { container } = render(<PlainIcon path={ICON_PATHS.mailOutline} evenOdd />);
    const path = container.querySelector('path');
    expect(path).toHaveAttribute('d', ICON_PATHS.mailOutline);
    expect(path).toHaveAttribute('fill-rule', 'evenodd');
  });
});
