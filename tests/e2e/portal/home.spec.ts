import { expect, test } from '../cspGuard';
import { apiGet, chooseOpenBatch, openSignedIn, registerApplicant } from './journeyApi';
import { batchYears, expectAccessible } from './support';
import { PATHS } from '../../../protocol/paths';
import type { AppliedData } from '../../../protocol/apply';

const YEARS = batchYears();

const hashRoute = (url: string): string => new URL(url).hash.slice(1);

test('home lists batches with windows and a live countdown, empty records, and choosing a track opens the form', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, 'scu');
  await openSignedIn(page, applicant, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application home');
  await expect(page.getByRole('heading', { name: `Autumn ${YEARS.next}`, level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Spring ${YEARS.current}`, level: 3 })).toBeVisible();
  await expect(page.getByText('Open', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Application period: \d{4}-\d\d-\d\d \d\d:\d\d – /).first()).toBeVisible();
  const timer = page.getByRole('timer').first();
  const before = await timer.textContent();
  expect(before).toMatch(/^Closes in \d+ d \d+ h \d+ min \d+ s$/);
  await expect.poll(() => timer.textContent(), { timeout: 4_000 }).not.toBe(before);
  await expect(page.getByText('You have no application yet: choose a batch and track above to start')).toBeVisible();
  await expect(page.getByText('No referees yet')).toBeVisible();
  // Closed and not-yet-open tracks cannot be chosen.
  await expect(page.getByRole('button', { name: new RegExp(`^Choose and apply: Spring ${YEARS.current}`) })).toHaveCount(0);

  await page.getByRole('button', { name: `Choose and apply: Autumn ${YEARS.next} · Professional master` }).click();
  await expect.poll(() => hashRoute(page.url())).toBe('/applyform');
  const applied = await apiGet<AppliedData>(request, PATHS.batch.applied, applicant.token);
  expect(applied).toMatchObject({ batch_state: 2, status: 'draft', track: { name: 'Professional master' } });

  await page.goto(page.url().replace(/#.*$/, '#/'));
  const records = page.getByRole('region', { name: 'Application records' });
  await expect(records.getByRole('cell', { name: `Autumn ${YEARS.next}` })).toBeVisible();
  await expect(records.getByRole('cell', { name: 'Professional master' })).toBeVisible();
  await expect(page.getByText('Chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Continue the application' }).click();
  await expect.poll(() => hashRoute(page.url())).toBe('/applyform');
});

for (const lang of ['sc', 'tc', 'en'] as const) {
  test(`home has no axe violations in ${lang}, and fits a 390 px screen`, async ({ page, request }, info) => {
    const applicant = await registerApplicant(request, info, 'scu');
    await chooseOpenBatch(request, applicant);
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, applicant, '/', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('timer').first()).toBeVisible();
    await expect(page.getByRole('region').first()).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
