import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './cspGuard';
import { openFixture } from './gallery';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The WCAG 2.2 A/AA violations axe finds on the page, each with the first elements where it found it. */
async function violationsOn(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}

for (const locale of ['sc', 'tc', 'en']) {
  for (const fixture of ['scu-basic-info', 'data-education-history', 'sc-recommendation-letter', '03-single-choice', '07-date-range', '08-upload', '09-matrix', '13-phone', 'repeating-group']) {
    test(`gallery has no WCAG 2.2 A/AA violations: ${fixture} in ${locale}`, async ({ page }) => {
      await openFixture(page, fixture, { locale, view: 'both' });
      // Fields far off screen are not rendered (content-visibility: auto); render them all so axe sees real colours.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      expect(await violationsOn(page)).toEqual([]);
    });
  }
}

const VALIDATE = { sc: '校验', tc: '校驗', en: 'Validate' } as const;

for (const locale of ['sc', 'tc', 'en'] as const) {
  for (const fixture of ['scu-basic-info', 'data-education-history']) {
    test(`gallery after a failed validation (errors and their summary shown) has no WCAG 2.2 A/AA violations: ${fixture} in ${locale}`, async ({ page }) => {
      await openFixture(page, fixture, { locale });
      await page.getByRole('button', { name: VALIDATE[locale], exact: true }).click();
      const summary = page.locator('[data-error-summary]');
      await expect(summary).toBeFocused();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      expect(await violationsOn(page)).toEqual([]);
    });
  }
}

for (const locale of ['sc', 'tc', 'en']) {
  test(`the UI kit sheet has no WCAG 2.2 A/AA violations in ${locale}`, async ({ page }) => {
    await page.goto(`/gallery.html?kit=1&locale=${locale}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await violationsOn(page)).toEqual([]);
  });
}
