import type { Page } from '@playwright/test';
import { expect, test } from './cspGuard';

/**
 * The UI kit sheet (`gallery.html?kit=1`) compared with its screenshots, one a component state and width: each
 * component is a region named by its heading, each state a figure named by its caption. The sheet's fonts come from
 * the default theme's stack, which resolves to Noto Sans CJK here (fonts-noto-cjk).
 */
const STATES: Readonly<Record<string, readonly string[]>> = {
  Button: ['Contained', 'Outlined', 'Text', 'Disabled', 'Error colour', 'With an icon'],
  Notice: ['Error', 'Warning', 'Information', 'Success'],
  Spinner: ['Theme colour', 'Text colour'],
  Chip: ['Default', 'Primary', 'Success', 'Warning', 'Outlined'],
  Paper: ['Raised', 'Outlined'],
  Link: ['On its own'],
  Stack: ['Column', 'Row', 'Row from 600 px wide'],
  Icon: ['Icon set', 'Small and medium', 'Success, warning and disabled'],
  'Icon button': ['Icon button'],
  Typography: ['Text styles'],
};

const WIDTHS = [1280, 375] as const;

const fileName = (...parts: Array<string | number>): string => `${parts.join('-').toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`;

async function openKit(page: Page, locale: string): Promise<void> {
  await page.goto(`/gallery.html?kit=1&locale=${locale}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => document.fonts.ready);
}

for (const width of WIDTHS) {
  test.describe(`the UI kit at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [component, states] of Object.entries(STATES)) {
      test(`${component} looks as in its screenshots`, async ({ page }) => {
        await openKit(page, 'en');
        const section = page.getByRole('region', { name: component, exact: true });
        for (const state of states) {
          await expect(section.getByRole('figure', { name: state, exact: true })).toHaveScreenshot(fileName(component, state, width));
        }
      });
    }

    test('Chinese text is drawn in an installed font', async ({ page }) => {
      await openKit(page, 'sc');
      await expect(page.getByRole('heading', { level: 1, name: '界面组件' })).toBeVisible();
      await expect(page.getByRole('region', { name: '提示', exact: true })).toHaveScreenshot(fileName('notice-sc', width));
    });
  });
}
