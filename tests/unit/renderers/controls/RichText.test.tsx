// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getFixture } from '../../../../fixtures/index';
import { RichText } from '../../../../renderers/index';
import '../setup';

const notice = getFixture('14-rich-text').fields.find((field) => field.field === 'notice');
const htmlContent = (notice?.condition as { htmlContent: Record<'sc' | 'tc' | 'en', string> }).htmlContent;

describe('<RichText> with the rich-text fixture', () => {
  for (const locale of ['sc', 'tc', 'en'] as const) {
    it(`${locale}: removes handlers, scripts and javascript: links, and keeps the notice's real image`, async () => {
      // Its code (with DOMPurify) loads on first use: drawn once that has settled.
      const { container } = await act(async () => render(<RichText html={htmlContent[locale]} />));
      const shown = container.querySelector('[data-rich-text]');
      expect(shown).not.toBeNull();
      expect(shown?.querySelectorAll('script')).toHaveLength(0);
      expect(shown?.querySelectorAll('[onclick], [onerror]')).toHaveLength(0);
      expect(Array.from(shown?.querySelectorAll('a') ?? []).map((link) => link.getAttribute('href'))).not.toContain('javascript:alert(1)');
      const images = Array.from(shown?.querySelectorAll('img') ?? []);
      expect(images).toHaveLength(1);
      expect(images[0]?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
      expect(images[0]?.getAttribute('alt')).toBe('');
    });
  }
});
