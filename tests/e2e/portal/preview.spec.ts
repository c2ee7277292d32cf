import { expect, test, type Page } from '../cspGuard';
import { chooseOpenBatch, fillModule, openSignedIn, registerApplicant } from './journeyApi';
import { batchYears, expectAccessible } from './support';

const YEARS = batchYears();

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Application modules' });

/** Checks the scroll-spy: choosing the last module scrolls to it and highlights it; back to the top highlights the first. */
async function checkScrollSpy(page: Page): Promise<void> {
  const items = menuOf(page).getByRole('button');
  const count = await items.count();
  expect(count).toBeGreaterThan(1);
  await expect(items.first()).toHaveAttribute('aria-current', 'true');
  const last = items.nth(count - 1);
  const title = (await last.textContent()) ?? '';
  await last.click();
  await expect(last).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeInViewport();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(items.first()).toHaveAttribute('aria-current', 'true');
  await page.getByRole('heading', { level: 2 }).nth(1).evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await expect(items.nth(1)).toHaveAttribute('aria-current', 'true');
}

test('horizontal layout (scu): the module menu is a left column a quarter wide, with the scroll-spy', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, 'scu');
  await chooseOpenBatch(request, applicant);
  await fillModule(request, info, applicant, 'scu-basic-info');
  await openSignedIn(page, applicant, '/preview');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application preview');
  const menu = menuOf(page);
  await expect(menu.getByRole('button')).toHaveText(['Basic information', 'Education background', 'Statement and documents', 'Every field type', 'Recommenders']);
  await expect(menu).not.toContainText('Recommendation letter');
  const layout = page.locator('.preview-layout');
  await expect(layout).toHaveAttribute('data-layout', 'horz');
  const [menuBox, layoutBox, first] = await Promise.all([menu.boundingBox(), layout.boundingBox(), page.locator('.preview-module').first().boundingBox()]);
  if (!menuBox || !layoutBox || !first) throw new Error('no layout boxes');
  expect(menuBox.width / layoutBox.width).toBeGreaterThan(0.22);
  expect(menuBox.width / layoutBox.width).toBeLessThan(0.28);
  expect(first.x).toBeGreaterThan(menuBox.x + menuBox.width);
  // Saved values show read-only.
  const basic = page.getByRole('region', { name: 'Basic information' });
  await expect(basic.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByText('No referees yet')).toBeVisible();
  await checkScrollSpy(page);
});

test('vertical layout (sc): the menu runs across the top, with the scroll-spy', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, 'sc');
  await chooseOpenBatch(request, applicant);
  await openSignedIn(page, applicant, '/preview');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application preview');
  await expect(page.locator('.preview-layout')).toHaveAttribute('data-layout', 'vert');
  const [menuBox, first] = await Promise.all([menuOf(page).boundingBox(), page.locator('.preview-module').first().boundingBox()]);
  if (!menuBox || !first) throw new Error('no layout boxes');
  expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(first.y);
  expect(menuBox.width).toBeGreaterThan(first.width * 0.9);
  await checkScrollSpy(page);
});

test('the printable proof: a print button, and on paper the header with the applicant and no portal chrome', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, 'scu');
  await chooseOpenBatch(request, applicant);
  await openSignedIn(page, applicant, '/preview');
  await expect(page.getByRole('button', { name: 'Print / save as PDF' })).toBeVisible();
  await expect(page.getByText('Application proof')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(/Application proof/)).toBeVisible();
  await expect(page.getByText('Applicant: Journey Applicant')).toBeVisible();
  await expect(page.getByText(`Batch and track: Autumn ${YEARS.next} · Academic master`)).toBeVisible();
  await expect(page.getByText(/^Printed on: \d{4}-\d\d-\d\d$/)).toBeVisible();
  await expect(page.locator('header').first()).toBeHidden();
  await expect(menuOf(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print / save as PDF' })).toBeHidden();
  const breaks = await page.locator('.preview-module').evaluateAll((elements) => elements.map((element) => getComputedStyle(element).breakBefore));
  expect(breaks[0]).not.toBe('page');
  expect(breaks.slice(1).every((value) => value === 'page')).toBe(true);
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.byteLength).toBeGreaterThan(1_000);
});

for (const lang of ['sc', 'tc', 'en'] as const) {
  test(`preview has no axe violations in ${lang} (interview preview and reload query too)`, async ({ page, request }, info) => {
    const applicant = await registerApplicant(request, info, 'scu');
    await chooseOpenBatch(request, applicant);
    await fillModule(request, info, applicant, 'scu-basic-info');
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, applicant, '/preview?reload=1', lang);
    await expect(page.locator('.preview-module').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessible(page);
    await openSignedIn(page, applicant, '/preview?int_type=1', lang);
    await expect(page.locator('.preview-module').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
}
