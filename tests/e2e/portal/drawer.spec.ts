import { expect, test } from '../cspGuard';
import { chooseOpenBatch, openSignedIn, registerApplicant } from './journeyApi';
import { choose, field, saveStatus, sideMenu } from './journeyUi';
import { expectAccessible } from './support';

test('a module with the drawer layout is edited in a 700 px side drawer that only Save, Cancel or Escape close', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, 'itf');
  await chooseOpenBatch(request, applicant);
  await openSignedIn(page, applicant, '/applyform');
  await sideMenu(page).getByRole('link', { name: /^Family information \(/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Family information' })).toBeVisible();
  await expect(page.getByText('Choose Fill in to edit this module in the side panel.')).toBeVisible();
  await expect(page.getByTestId('apply-save')).toBeHidden();

  await page.getByRole('button', { name: 'Fill in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Family information' });
  await expect(drawer).toBeVisible();
  expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(700);
  await expectAccessible(page);

  // A click beside the drawer leaves it open.
  await page.mouse.click(100, 500);
  await expect(drawer).toBeVisible();

  await choose(page, field(page, 'household_income'), 'Prefer not to say');
  await drawer.getByTestId('apply-save').click();
  await expect(saveStatus(page).first()).toContainText(/partly: \d+ fields? still needs? attention/, { timeout: 15_000 });
  await expect(drawer.getByText('Required fields cannot be empty').first()).toBeVisible();

  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(sideMenu(page).getByRole('link', { name: 'Family information (partly saved)' })).toBeVisible();
  await page.getByRole('button', { name: 'Fill in' }).click();
  await expect(drawer).toBeVisible();
  await expect(field(page, 'household_income').getByRole('combobox')).toHaveText('Prefer not to say');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
});
