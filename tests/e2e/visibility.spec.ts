import { expect, test } from './cspGuard';
import { openFixture } from './gallery';

test('an option trigger shows, hides and clears its dependent field', async ({ page }) => {
  await openFixture(page, '05-dropdown', { locale: 'en' });
  const form = page.getByRole('region', { name: 'Edit' });
  const choose = async (option: string) => {
    await form.getByRole('combobox', { name: /Standardised test/ }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await expect(form.getByLabel(/GRE total score/)).toHaveCount(0);
  await choose('GRE');
  await form.getByLabel(/GRE total score/).fill('325');
  await choose('GMAT');
  await expect(form.getByLabel(/GRE total score/)).toHaveCount(0);
  await expect(form.getByLabel(/GMAT total score/)).toBeVisible();
  await choose('GRE');
  await expect(form.getByLabel(/GRE total score/)).toHaveValue('');
});

test('preview mode shows -- for sensitive data when sensitive display is off', async ({ page }) => {
  await openFixture(page, 'scu-basic-info', { locale: 'en', view: 'preview', caseIndex: 0 });
  const preview = page.getByRole('region', { name: 'Preview' });
  const values = preview.locator('[data-preview-value]');
  await expect(values.first()).toBeVisible();
  const dashes = async () => (await values.allTextContents()).filter((text) => text === '--').length;
  const before = await dashes();
  await page.getByLabel('Show sensitive data').uncheck();
  await expect.poll(dashes).toBeGreaterThan(before);
});
