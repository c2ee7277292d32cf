import { expect, test } from '../cspGuard';
import { chooseOpenBatch, openSignedIn, registerApplicant } from './journeyApi';
import { sideMenu } from './journeyUi';

const PHONE_CONTROL = /\/assets\/PhoneControl-[\w-]+\.js$/;

test('a module form whose code fails to load reloads once, then shows the translated failure whose retry reloads', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, 'itf');
  await chooseOpenBatch(request, applicant);
  // The phone control is loaded only for modules with a phone field, with the module: its first request fails.
  let refused = 0;
  await page.route(PHONE_CONTROL, (route) => (refused++ === 0 ? route.abort('failed') : route.continue()));
  await openSignedIn(page, applicant, '/applyform');
  const loaded = page.waitForEvent('load');
  await sideMenu(page).getByRole('link', { name: /^Basic information/ }).click();
  // As for a route's own chunk: a full reload (at most once a minute), after which the module's form is drawn whole.
  await loaded;
  await expect(page.getByRole('group', { name: /Mobile phone/ })).toBeVisible();
  await expect(page.getByTestId('apply-save')).toBeVisible();
  await expect(page.locator('[data-form-loading]')).toHaveCount(0);
  expect(refused).toBe(2);

  // Within the minute no second automatic reload: the load failure is shown, translated, and its retry reloads.
  await page.unroute(PHONE_CONTROL);
  refused = 0;
  await page.route(PHONE_CONTROL, (route) => (refused++ === 0 ? route.abort('failed') : route.continue()));
  await page.reload();
  const failure = page.getByRole('alert').filter({ hasText: 'Could not load: The network is unavailable, please try again later' });
  await expect(failure).toBeVisible();
  await expect(page.getByTestId('apply-save')).toBeHidden();
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('group', { name: /Mobile phone/ })).toBeVisible();
  expect(refused).toBe(2);
});
