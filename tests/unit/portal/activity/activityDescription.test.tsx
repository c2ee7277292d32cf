// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The description component and its sanitizer module, fresh (DOMPurify not loaded yet) for each test. */
async function fresh() {
  const [{ ActivityDescription }, sanitizer] = await Promise.all([import('../../../../src/pages/activity/ActivityDescription'), import('../../../../src/pages/activity/sanitizer')]);
  return { ActivityDescription, ...sanitizer };
}

const HOSTILE = '<p>Meet <b>us</b> &amp; them<img src="x" onerror="window.hacked=1"></p><script>window.hacked=1</script><a href="javascript:window.hacked=1">go</a>';

beforeEach(() => vi.resetModules());
afterEach(() => cleanup());

describe('activity description', () => {
  it('tells HTML (markup or a character reference) from plain text', async () => {
    const { isHtml } = await fresh();
    expect(isHtml('Tour the campus, 3 < 4 is no tag')).toBe(true);
    expect(isHtml('R&amp;D')).toBe(true);
    expect(isHtml('Tour the campus and labs.')).toBe(false);
    expect(isHtml('参观校园与实验室。')).toBe(false);
  });

  it('shows a plain description as text without loading DOMPurify', async () => {
    const { ActivityDescription, prepareSanitizer, loadedSanitizer } = await fresh();
    await prepareSanitizer(['Tour the campus and labs.', '参观校园与实验室。', undefined]);
    const { container } = render(<ActivityDescription text="Tour the campus and labs." />);
    expect(container).toHaveTextContent('Tour the campus and labs.');
    expect(loadedSanitizer()).toBeUndefined();
  });

  it('shows an HTML description only once sanitised: scripts, handlers and script links removed, markup kept', async () => {
    const { ActivityDescription } = await fresh();
    const { container } = render(<ActivityDescription text={HOSTILE} />);
    expect(container.querySelector('img, script, b')).toBeNull();
    await waitFor(() => expect(container.querySelector('b')).toHaveTextContent('us'));
    expect(container).toHaveTextContent('Meet us & them');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(container.querySelector('a')).not.toHaveAttribute('href', expect.stringMatching(/^javascript:/));
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('loads DOMPurify with the data when a description in any language is HTML, so it draws at once', async () => {
    const { ActivityDescription, prepareSanitizer, loadedSanitizer } = await fresh();
    await prepareSanitizer(['Plain in English', '<p>有格式的中文</p>']);
    expect(loadedSanitizer()).toBeDefined();
    const { container } = render(<ActivityDescription text={HOSTILE} />);
    expect(container.querySelector('b')).toHaveTextContent('us');
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });
});
