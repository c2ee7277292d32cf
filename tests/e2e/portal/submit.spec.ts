import { expect, test, type Page } from '../cspGuard';
import { PATHS } from '../../../protocol/paths';
import type { MenuData } from '../../../protocol/apply';
import { apiGet, chooseOpenBatch, drawSignature, expectPartAccessible, fillModule, openSignedIn, registerApplicant, SCU_REQUIRED } from './journeyApi';
import { expectAccessible } from './support';

const hashRoute = (page: Page): string => new URL(page.url()).hash.slice(1);

/** Ticks the acknowledgement and the signature terms, and draws a signature (uploaded at once). */
async function acknowledgeAndSign(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'I have read and confirm the acknowledgement above' }).check();
  await page.getByRole('checkbox', { name: 'I have read and accept the electronic-signature terms' }).check();
  await drawSignature(page);
  await expect(page.getByText('The signature is saved')).toBeVisible();
}

test('an incomplete application is refused, with the modules named and linked', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, 'scu');
  await chooseOpenBatch(request, applicant);
  await fillModule(request, info, applicant, 'scu-basic-info');
  await openSignedIn(page, applicant, '/applyform?step=submit');
  const panel = page.getByRole('region', { name: 'Submit the application' });
  await expect(panel.getByText('These required modules are not complete yet')).toBeVisible();
  await panel.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(panel.getByText('Please tick the acknowledgement before submitting')).toBeVisible();
  await expect(panel.getByText('Please accept the electronic-signature terms and sign before submitting')).toBeVisible();
  await acknowledgeAndSign(page);
  await panel.getByRole('button', { name: 'Submit', exact: true }).click();
  const refusal = panel.getByRole('alert').filter({ hasText: 'Sending failed because fields are incomplete' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link')).toHaveText(['Fill in Education background', 'Fill in Statement and documents', 'Fill in Recommenders']);
  await refusal.getByRole('link', { name: 'Fill in Education background' }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/applyform\/basic\?menu_id=\d+$/);
  const menu = await apiGet<MenuData>(request, PATHS.apply.menu, applicant.token);
  expect(menu.status).toBe('draft');
});

test('a complete application is submitted with a drawn signature, is read-only, then withdrawn and refilled with confirmation', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, 'scu');
  await chooseOpenBatch(request, applicant);
  for (const name of SCU_REQUIRED) await fillModule(request, info, applicant, name);
  await openSignedIn(page, applicant, '/applyform?step=submit');
  const panel = page.getByRole('region', { name: 'Submit the application' });
  await expect(panel.getByText('Every required module is complete')).toBeVisible();
  await expect(panel.getByText(/Sichuan University/)).toBeVisible();
  await acknowledgeAndSign(page);
  await panel.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect.poll(() => hashRoute(page)).toBe('/submittedSuccess');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application submitted');
  await expectAccessible(page);

  // Read-only everywhere.
  await page.goto(page.url().replace(/#.*$/, '#/applyform?step=submit'));
  await expect(page.getByText('You have submitted, can no longer modify').first()).toBeVisible();
  await page.getByRole('link', { name: 'View the application' }).click();
  await expect.poll(() => hashRoute(page)).toBe('/preview');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application preview');
  await expect(page.getByText('You have submitted, can no longer modify')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to editing' })).toHaveCount(0);

  // Withdraw: cancel keeps it submitted; confirm makes it editable.
  await page.getByRole('button', { name: 'Withdraw the application' }).click();
  let dialog = page.getByRole('dialog', { name: 'Withdraw the application?' });
  await expect(dialog).toContainText('your answers and your batch choice are kept');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await apiGet<MenuData>(request, PATHS.apply.menu, applicant.token)).status).toBe('submitted');
  await page.getByRole('button', { name: 'Withdraw the application' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The application is withdrawn and can be edited again')).toBeVisible();
  expect((await apiGet<MenuData>(request, PATHS.apply.menu, applicant.token)).status).toBe('withdrawn');

  // Refill: clears the batch choice after confirmation.
  await page.getByRole('button', { name: 'Start again' }).click();
  dialog = page.getByRole('dialog', { name: 'Start the application again?' });
  await expect(dialog).toContainText('clears your batch choice');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Started again: please choose a batch')).toBeVisible();
  const menu = await apiGet<MenuData>(request, PATHS.apply.menu, applicant.token);
  expect(menu).toMatchObject({ status: 'draft', batch_state: 0 });
});

for (const lang of ['sc', 'tc', 'en'] as const) {
  test(`the submit panel and the success screens have no axe violations in ${lang}`, async ({ page, request }, info) => {
    const applicant = await registerApplicant(request, info, 'scu');
    await chooseOpenBatch(request, applicant);
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, applicant, '/applyform?step=submit', lang);
    await expect(page.getByRole('button', { name: /提交|Submit/ }).last()).toBeVisible();
    await page.getByRole('checkbox').nth(1).check();
    await expect(page.locator('canvas')).toBeVisible();
    // The panel is scanned on its own: the apply-form around it belongs to another screen.
    await expectPartAccessible(page, 'section[aria-labelledby="submit-title"]');
    for (const route of ['/submittedSuccess', '/success']) {
      await page.goto(page.url().replace(/#.*$/, `#${route}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectAccessible(page);
    }
  });
}
