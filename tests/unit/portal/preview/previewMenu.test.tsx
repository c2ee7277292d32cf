// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreviewMenu } from '../../../../src/pages/preview/PreviewMenu';
import { InEnglish } from '../account/i18n';

const ENTRIES = [
  { id: 'preview-module-1', title: 'Basic information' },
  { id: 'preview-module-2', title: 'Education background' },
];

afterEach(() => cleanup());

describe('<PreviewMenu>', () => {
  it('is a named navigation of buttons, the module scrolled to marked current; choosing one reports its id', () => {
    const onChoose = vi.fn();
    render(
      <InEnglish>
        <PreviewMenu entries={ENTRIES} active="preview-module-2" direction="column" onChoose={onChoose} />
      </InEnglish>,
    );
    const menu = screen.getByRole('navigation', { name: 'Application modules' });
    const buttons = within(menu).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Basic information', 'Education background']);
    expect(buttons[0]).not.toHaveAttribute('aria-current');
    expect(buttons[1]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(buttons[0]!);
    expect(onChoose).toHaveBeenCalledWith('preview-module-1');
    expect(menu).toHaveAttribute('data-print', 'hide');
  });
});
