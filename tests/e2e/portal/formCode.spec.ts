import { expect, test } from '../cspGuard';
import { chooseOpenBatch, openSignedIn, registerApplicant } from './journeyApi';
import { failChunkDuring } from './pageLoads';
import { sideMenu } from './journeyUi';

const PHONE_CONTROL = /\/assets\/PhoneControl-[\w-]+\.js$/;

test('a module form whose code cannot load reloads once, then shows the translated failure whose retry reloads', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, 'itf');
  await chooseOpenBatch(request, applicant);
  // The phone control is loaded only for modules with a phone field, with the module: it cannot be had on the first load.
  let failing = [1];
  const documents = await failChunkDuring(page, PHONE_CONTROL, () => failing);
  await openSignedIn(page, applicant, '/applyform');
  await sideMenu(page).getByRole('link', { name: /^Basic information/ }).click();
  // As for a route's own chunk: one full reload (at most once a minute), after which the module's form is drawn whole.
  await expect(page.getByRole('group', { name: /Mobile phone/ })).toBeVisible();
  await expect(page.getByTestId('apply-save')).toBeVisible();
  await expect(page.locator('[data-form-loading]')).toHaveCount(0);
  expect(documents()).toBe(2);

  // Within the minute no second automatic reload: the load failure is shown, translated, and its retry reloads.
  failing = [3];
  await page.reload();
  const failure = page.getByRole('alert').filter({ hasText: 'Could not load: The network is unavailable, please try again later' });
  await expect(failure).toBeVisible();
  await expect(page.getByTestId('apply-save')).toBeHidden();
  expect(documents()).toBe(3);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('group', { name: /Mobile phone/ })).toBeVisible();
  expect(documents()).toBe(4);
});
