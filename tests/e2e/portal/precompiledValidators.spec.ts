import type { ActivitySummary, Paged } from '../../../protocol/content';
import { PATHS } from '../../../protocol/paths';
import { expect, test, type Page } from '../cspGuard';
import { apiGet } from './journeyApi';
import { openPortal } from './support';

const DOMAIN = 'scu';

/** Asks to sign up with nothing filled in (anonymous) and reads the error summary. */
async function errorsOfEmptySignUp(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const summary = page.locator('[data-error-summary]');
  await expect(summary).toBeVisible();
  return summary.locator('li').allInnerTexts();
}

test('a form validates with the validators the server precompiled, and identically with AJV when that call fails', async ({ page }) => {
  const activities = (await apiGet<Paged<ActivitySummary>>(page.request, PATHS.activities.list, undefined, { domain: DOMAIN, page_size: 50 })).list;
  const openDay = activities.find((activity) => /campus open day/.test(activity.title));
  if (!openDay) throw new Error(`${DOMAIN} has no campus open day`);
  const route = `/activity/details?id=${openDay.id}`;
  let precompiledAnswers = 0;
  page.on('response', (answer) => {
    if (answer.url().endsWith(PATHS.form.validators) && answer.status() === 200) precompiledAnswers += 1;
  });

  await openPortal(page, DOMAIN, route, { lang: 'en' });
  const precompiled = await errorsOfEmptySignUp(page);
  expect(precompiled.length).toBeGreaterThan(0);
  expect(precompiledAnswers).toBe(1);

  // An old server, or the call failing: the form compiles its validators with AJV and finds the same errors.
  await page.route(`**${PATHS.form.validators}`, (route) => route.abort('failed'));
  await page.reload();
  expect(await errorsOfEmptySignUp(page)).toEqual(precompiled);
});
