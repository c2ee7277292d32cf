import { expect, test, type Page } from '../cspGuard';
import { field, openModule, sideMenu } from './journeyUi';
import { batchYears, DEMO_PASSWORD, expectImagesLoaded, openPortal } from './support';

const YEARS = batchYears();
const ACCOUNT = 'partial@scu.example.com';
const referee = (row: number) => `referee${row}.partial@scu.example.com`;

const goRoute = (page: Page, route: string) => page.goto(page.url().replace(/#.*$/, `#${route}`));

async function logInAsPartial(page: Page): Promise<void> {
  await openPortal(page, 'scu', '/login', { lang: 'en' });
  await page.getByLabel(/e-mail|account/i).first().fill(ACCOUNT);
  await page.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).not.toHaveURL(/#\/login/);
}

test('the partly filled demo applicant shows its batch, letters, module states and stored pictures', async ({ page }) => {
  await logInAsPartial(page);

  await goRoute(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application home');
  const applications = page.getByRole('region', { name: 'Application records' });
  await expect(applications.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(`Autumn ${YEARS.next}`);
  await expect(applications.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('Academic master');
  const letters = page.getByRole('region', { name: 'Recommendation records' });
  const states = (row: number) => letters.getByRole('row').filter({ hasText: referee(row) }).getByRole('cell');
  await expect(states(1)).toHaveText([/\S/, referee(1), 'Sent', 'Written', /\S/]);
  await expect(states(2)).toHaveText([/\S/, referee(2), 'Sent', 'Not written', /\S/]);
  await expect(states(3)).toHaveText([/\S/, referee(3), 'Not sent', 'Not written', /\S/]);
  await expectImagesLoaded(page);

  await goRoute(page, '/applyform');
  const menu = sideMenu(page);
  await expect(menu.getByText(`Chosen: Autumn ${YEARS.next} / Academic master`)).toBeVisible();
  await expect(menu.getByText('3 of 5 modules complete')).toBeVisible();
  for (const name of ['Basic information (required, complete)', 'Education background (required, complete)', 'Statement and documents (required, partly saved)', 'Every field type (not filled)', 'Recommenders (required, complete)']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }

  await openModule(page, 'Basic information');
  await expect(field(page, 'name').getByRole('textbox')).toHaveValue('王晓明');
  await expect(field(page, 'photo').getByRole('img', { name: '证件照.png', exact: true })).toBeVisible();
  await expectImagesLoaded(page);

  await openModule(page, 'Statement and documents');
  await expect(field(page, 'transcript_images').getByRole('img')).toHaveCount(3);
  await expect(field(page, 'transcript_images').getByRole('img', { name: '成绩单-第1页.png', exact: true })).toBeVisible();
  await expect(field(page, 'cv').getByRole('img')).toHaveCount(0);
  await expectImagesLoaded(page);
});

test('on a phone every column of a record shows on screen, the letter state included', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logInAsPartial(page);
  await goRoute(page, '/');
  const letters = page.getByRole('region', { name: 'Recommendation records' });
  const record = letters.getByRole('listitem').filter({ hasText: referee(2) });
  const state = record.getByText('Invited, not submitted', { exact: true });
  await expect(state).toBeVisible();
  const box = await state.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375, 'the letter state is inside the screen').toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
