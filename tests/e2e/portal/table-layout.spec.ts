import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '../cspGuard';
import { demoApplicant, openRoute, signIn } from './demoSession';
import { chooseOpenBatch, moduleIdOf, openSignedIn, registerApplicant, userIdOf, withDatabase } from './journeyApi';
import { sideMenu, typeDate } from './journeyUi';
import { expectAccessible } from './support';

test('a module with the table layout shows the supplementary-information tables an operator set for the applicant', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, 'data');
  await chooseOpenBatch(request, applicant);
  await openSignedIn(page, applicant, '/applyform');
  await sideMenu(page).getByRole('link', { name: /^Self-evaluation \(/ }).click();
  const section = page.getByRole('region', { name: 'Supplementary information' });
  await expect(section).toContainText('No supplementary information');

  const table = {
    name: JSON.stringify({ sc: '笔试成绩', en: 'Written test scores' }),
    user_ancillary_info: { table_title_list: ['Subject', 'Score'], table_value_list: [['Mathematics', '92'], ['Physics', '88']], table_value_width: [200, 100] },
  };
  withDatabase(info, (db) => {
    const user = { id: userIdOf(db, applicant) };
    db.prepare('UPDATE applications SET extra = ? WHERE user_id = ?').run(JSON.stringify({ table_info: [table] }), user.id);
  });
  await page.reload();
  const scores = page.getByRole('table', { name: 'Written test scores' });
  await expect(scores.getByRole('columnheader')).toHaveText(['Subject', 'Score']);
  await expect(scores.getByRole('row').nth(1)).toHaveText('Mathematics92');
  await expect(scores.getByRole('row').nth(2)).toHaveText('Physics88');
  await expectAccessible(page);
});

/** The scu Education background module (table layout) of the demo applicant, in Simplified Chinese. */
async function openEducation(page: Page, request: APIRequestContext, info: TestInfo): Promise<void> {
  await demoApplicant(request, 'scu');
  await signIn(page, 'scu', 'sc');
  await openRoute(page, 'scu', `/applyform/basic?menu_id=${moduleIdOf(info, 'scu', 'data-education-history')}`, 'sc');
}

test('a repeating-group table scrolls inside its own frame with the row numbers in view, shows typed dates whole and wraps its errors', async ({ page, request }, info) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEducation(page, request, info);
  const table = page.getByRole('table', { name: '学习经历' });
  const frame = page.locator('[data-group-frame]').filter({ has: table });
  const form = page.getByRole('main');
  const [frameBox, formBox] = [await frame.boundingBox(), await form.boundingBox()];
  expect(frameBox && formBox && frameBox.x + frameBox.width <= formBox.x + formBox.width).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const row = table.getByRole('row').nth(1);
  const start = row.getByRole('textbox', { name: '起止时间（开始）' });
  await typeDate(start, '201909');
  const clipped = (box: Locator) => box.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  expect(await clipped(start), 'the typed start date is shown whole').toBe(false);

  const gpa = row.getByRole('textbox', { name: 'GPA/满分' });
  await gpa.fill('很好');
  await gpa.press('Tab');
  const error = row.locator('[id$="-error"]').filter({ hasText: '格式不正确' });
  await expect(error).toBeVisible();
  expect(await clipped(error), 'the error wraps instead of being cut').toBe(false);
  const cell = await gpa.locator('xpath=ancestor::td[1]').boundingBox();
  const errorBox = await error.boundingBox();
  expect(cell && errorBox && errorBox.x + errorBox.width <= cell.x + cell.width + 1).toBe(true);

  // Scrolled to its far end, the table keeps its first column (the row numbers) in view.
  await frame.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  const number = await row.getByRole('rowheader').boundingBox();
  const scrolled = await frame.boundingBox();
  expect(number && scrolled && number.x >= scrolled.x - 1 && number.x + number.width <= scrolled.x + scrolled.width).toBe(true);
  await expectAccessible(page);
});

test('on a phone the rows of a repeating-group table are cards, and the page is no wider than the screen', async ({ page, request }, info) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openEducation(page, request, info);
  await expect(page.getByRole('table', { name: '学习经历' })).toHaveCount(0);
  const card = page.locator('[data-group-card]').first();
  await expect(card.getByRole('heading', { name: '学习经历 1' })).toBeVisible();
  await expect(card.getByRole('button', { name: '编辑第 1 条' })).toBeVisible();
  await expect(card.getByRole('textbox', { name: '学校' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);
});
