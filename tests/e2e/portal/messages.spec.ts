import { expect, test, type Page } from '../cspGuard';
import { PATHS } from '../../../protocol/paths';
import { openSignedIn, registerApplicant, userIdOf, withDatabase, type Applicant } from './journeyApi';
import { expectAccessible } from './support';

const DOMAIN = 'scu';

/** The header's messages button carries the unread count. */
const badge = (page: Page) => page.locator('[data-unread-count]');
/** The messages of the list; unread ones carry `data-unread`. */
const items = (page: Page) => page.getByRole('main').locator('[data-message-id]');
const unreadItems = (page: Page) => page.getByRole('main').locator('[data-message-id][data-unread]');

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** Sends `count` personal messages to the applicant, newer than the project's broadcasts (test set-up). */
function sendPersonalMessages(info: Parameters<typeof withDatabase>[0], applicant: Applicant, count: number): void {
  withDatabase(info, (db) => {
    const userId = userIdOf(db, applicant);
    const projectId = (db.prepare('SELECT id FROM projects WHERE domain = ?').get(applicant.domain) as { id: number }).id;
    const insert = db.prepare('INSERT INTO messages (project_id, user_id, title, body, created_at) VALUES (?, ?, ?, ?, ?)');
    for (let index = 1; index <= count; index += 1) {
      const title = JSON.stringify({ sc: `个人消息 ${index}`, tc: `個人消息 ${index}`, en: `Personal message ${index}` });
      const body = JSON.stringify({ sc: `<p>第${index}条</p>`, tc: `<p>第${index}條</p>`, en: `<p>Number <strong>${index}</strong></p>` });
      insert.run(projectId, userId, title, body, Date.now() - (count - index) * 60_000);
    }
  });
}

test('sc: the unread warning leads to the messages; reading one and marking all update the header at once and survive a reload', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, DOMAIN);
  await openSignedIn(page, applicant, '/progress', 'sc');
  await expect(badge(page)).toHaveAttribute('data-unread-count', '2');
  await expect(page.getByRole('link', { name: '消息，2条未读' })).toBeVisible();
  const warning = page.getByRole('link', { name: '您有2条未读消息' });
  await expect(warning).toBeVisible();
  await warning.click();
  await expect(page).toHaveURL(/#\/message$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('消息中心');
  await expect(items(page)).toHaveCount(2);
  await expect(unreadItems(page)).toHaveCount(2);
  await expect(page.getByRole('main').getByText('未读', { exact: true })).toHaveCount(2);
  await expect(page.getByText('未读消息：2条')).toBeVisible();

  await items(page).filter({ hasText: '报名截止提醒' }).getByRole('link').click();
  await expect(page).toHaveURL(/#\/message\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('报名截止提醒');
  await expect(page.getByRole('main')).toContainText('距离本批次报名截止还有不到两个月，请尽早完成申请并邀请推荐人提交推荐信。');
  await expect(badge(page)).toHaveAttribute('data-unread-count', '1');
  await expect(page.getByRole('link', { name: '消息，1条未读' })).toBeVisible();
  await expect(page.getByRole('link', { name: '您有1条未读消息' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('报名截止提醒');
  await expect(badge(page)).toHaveAttribute('data-unread-count', '1');

  await page.getByRole('link', { name: '返回消息列表' }).click();
  await expect(page).toHaveURL(/#\/message$/);
  await expect(items(page)).toHaveCount(2);
  await expect(unreadItems(page)).toHaveCount(1);
  await expect(unreadItems(page)).toContainText('欢迎申请');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('报名截止提醒');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('消息中心');

  const markAll = page.getByRole('button', { name: '全部标为已读' });
  await markAll.click();
  await expect(badge(page)).toHaveAttribute('data-unread-count', '0');
  await expect(page.getByText(/您有\d+条未读消息/)).toHaveCount(0);
  await expect(unreadItems(page)).toHaveCount(0);
  await expect(page.getByRole('main').getByText('未读', { exact: true })).toHaveCount(0);
  await expect(page.getByText('全部消息均已读')).toBeVisible();
  await expect(markAll).toBeDisabled();
  await page.reload();
  await expect(items(page)).toHaveCount(2);
  await expect(unreadItems(page)).toHaveCount(0);
  await expect(badge(page)).toHaveAttribute('data-unread-count', '0');
  await expect(page.getByText(/您有\d+条未读消息/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
});

test('en: the list pages by ten with the page in the address, and a message opened from page 2 leads back to page 2', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, DOMAIN);
  sendPersonalMessages(info, applicant, 11);
  await openSignedIn(page, applicant, '/message', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message centre');
  await expect(page.getByText('Unread messages: 13')).toBeVisible();
  await expect(items(page)).toHaveCount(10);
  await expect(items(page).first()).toContainText('Personal message 11');
  await expect(items(page).first()).toContainText('Number 11');
  await expect(items(page).first().getByText('Unread', { exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Message pages' }).getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/#\/message\?page=2$/);
  await expect(items(page)).toHaveCount(3);
  await expect(items(page).last()).toContainText('Welcome to');
  await page.reload();
  await expect(items(page)).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Page 2, current page' })).toBeVisible();

  await items(page).filter({ hasText: 'Personal message 1' }).getByRole('link').click();
  await expect(page).toHaveURL(/#\/message\?id=\d+&page=2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal message 1');
  await expect(page.getByRole('main').locator('strong')).toHaveText('1');
  await expect(badge(page)).toHaveAttribute('data-unread-count', '12');
  await expect(page.getByRole('link', { name: 'You have 12 unread messages' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(page).toHaveURL(/#\/message\?page=2$/);
  await expect(unreadItems(page)).toHaveCount(2);
  await expect(page.getByText('Unread messages: 12')).toBeVisible();
});

test('en: a message that does not exist says so, with the way back to the list', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, DOMAIN);
  await openSignedIn(page, applicant, '/message?id=987654', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message not found');
  await expect(page.getByText('This message does not exist or is not addressed to you.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(page).toHaveURL(/#\/message$/);
  await expect(items(page)).toHaveCount(2);
  await expect(badge(page)).toHaveAttribute('data-unread-count', '2');
});

test('tc: the message centre and marking all as read are in Traditional Chinese', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, DOMAIN);
  await openSignedIn(page, applicant, '/message', 'tc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('消息中心');
  await expect(page.getByRole('main').getByText('未讀', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('link', { name: '您有2條未讀消息' })).toBeVisible();
  await expect(items(page).first()).toContainText('報名截止提醒');
  await page.getByRole('button', { name: '全部標為已讀' }).click();
  await expect(page.getByText('全部消息均已讀')).toBeVisible();
  await expect(badge(page)).toHaveAttribute('data-unread-count', '0');
  await expect(page.getByText(/您有\d+條未讀消息/)).toHaveCount(0);
});

test('the list and a message fit a 375 px phone, and the mobile badge follows the reading', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, DOMAIN);
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, applicant, '/message', 'sc');
  await expect(items(page)).toHaveCount(2);
  await expect(badge(page)).toHaveAttribute('data-unread-count', '2');
  await noHorizontalScroll(page);
  for (const item of await items(page).all()) {
    const box = await item.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  }
  await expect(page.getByRole('button', { name: '全部标为已读' })).toBeInViewport();
  await items(page).filter({ hasText: '欢迎申请' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('欢迎申请');
  await expect(page.getByRole('main')).toContainText('感谢您关注');
  await expect(badge(page)).toHaveAttribute('data-unread-count', '1');
  await noHorizontalScroll(page);
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading && heading.x >= 0 && heading.x + heading.width <= 375).toBe(true);
});

for (const lang of ['en', 'sc'] as const) {
  test(`the list and a message have no axe violations in ${lang}`, async ({ page, request }, info) => {
    const applicant = await registerApplicant(request, info, DOMAIN);
    await openSignedIn(page, applicant, '/message', lang);
    await expect(unreadItems(page)).toHaveCount(2);
    await expectAccessible(page);
    await items(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/#\/message\?id=\d+$/);
    await expect(badge(page)).toHaveAttribute('data-unread-count', '1');
    await expectAccessible(page);
  });
}

test('en: a list that fails to load says so and loads again on retry', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, DOMAIN);
  let failures = 0;
  await page.route(`**${PATHS.org.messageRecordList}?*`, async (route) => {
    if (failures++ === 0) return route.fulfill({ status: 500, json: { status: 500, message: 'The server is busy', data: null } });
    return route.continue();
  });
  await openSignedIn(page, applicant, '/message', 'en');
  await expect(page.getByRole('alert')).toContainText('Your messages could not be loaded: The server is busy');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(items(page)).toHaveCount(2);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
