import { expect, test, type Page } from '../cspGuard';
import { openSignedIn, registerApplicant, withDatabase } from './journeyApi';
import { expectAccessible, openPortal } from './support';

const DOMAIN = 'scu';

const noticeList = (page: Page, name = 'Notice list') => page.getByRole('list', { name });
const itemOf = (page: Page, title: string | RegExp, list = 'Notice list') => noticeList(page, list).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** The page is no wider than the window (nothing scrolls sideways). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('signed in: notices list important first and unread; opening one marks it read, back on the list it shows read', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, DOMAIN);
  await openSignedIn(page, applicant, '/notice', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notices');
  const items = noticeList(page).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.first().getByRole('heading')).toHaveText('Online application for Sichuan University Graduate Admissions is now open');
  await expect(items.first()).toContainText('Important');
  await expect(items.nth(1)).not.toContainText('Important');
  for (const index of [0, 1, 2]) await expect(items.nth(index)).toContainText('Unread');
  await expect(items.first()).toContainText(/Published [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expectAccessible(page);

  await itemOf(page, 'Requirements for uploaded documents').getByRole('link').click();
  await expect(page).toHaveURL(/#\/noticeDetail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Requirements for uploaded documents');
  await expect(page.getByRole('article')).toContainText('295×413 px suggested');
  await expect(page.getByRole('article')).toContainText(/Published [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expectAccessible(page);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notices');
  await expect(itemOf(page, 'Requirements for uploaded documents')).toContainText('Read');
  await expect(itemOf(page, 'Requirements for uploaded documents')).not.toContainText('Unread');
  await expect(itemOf(page, 'Scheduled system maintenance')).toContainText('Unread');

  await page.reload();
  await expect(itemOf(page, 'Requirements for uploaded documents')).not.toContainText('Unread', { timeout: 15_000 });
  await expect(itemOf(page, 'Requirements for uploaded documents')).toContainText('Read');
});

test('anonymous visitors read the public notices in Traditional Chinese, without read marks', async ({ page }) => {
  await openPortal(page, DOMAIN, '/notice', { lang: 'tc' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('通知公告');
  const items = noticeList(page, '通知列表').getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('四川大學研究生招生網上報名系統開放通知');
  await expect(items.first()).toContainText('重要');
  await expect(page.getByRole('main')).not.toContainText(/已讀|未讀/);
  await expect(items.first()).toContainText(/發佈於 \d{4}年\d{1,2}月\d{1,2}日/);
  await expectAccessible(page);

  await items.getByRole('link', { name: '系統維護公告' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('系統維護公告');
  await expect(page.getByRole('article')).toContainText('例行維護');
  await expect(page.getByRole('main')).not.toContainText(/已讀|未讀/);
  await expectAccessible(page);
  await page.getByRole('link', { name: '返回通知公告' }).click();
  await expect(page).toHaveURL(/#\/notice$/);
});

test('a notice that does not exist says so with the way back; /noticeDetail without id opens the list', async ({ page }) => {
  await openPortal(page, DOMAIN, '/noticeDetail/999999', { lang: 'en' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notices');
  await expect(page.getByRole('alert')).toHaveText('This content does not exist or has been removed.');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to the notices' }).click();
  await expect(page).toHaveURL(/#\/notice$/);
  await expect(noticeList(page).getByRole('listitem')).toHaveCount(3);

  await openPortal(page, DOMAIN, '/noticeDetail', { lang: 'en' });
  await expect(page).toHaveURL(/#\/notice$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notices');
});

test('news in Simplified Chinese: list, detail at ?id= that survives reload and back, marked read when signed in', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, DOMAIN);
  await openSignedIn(page, applicant, '/station_news', 'sc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('招生动态');
  const items = noticeList(page, '新闻列表').getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('校园开放日圆满举行');
  await expect(items.first()).toContainText('未读');
  await expect(items.first()).toContainText('三百余名学生和家长');
  await expectAccessible(page);

  await items.first().getByRole('link').click();
  await expect(page).toHaveURL(/#\/station_news\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('校园开放日圆满举行');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('校园开放日圆满举行');
  await expect(page.getByRole('article')).toContainText('参观了实验室与图书馆');
  await expectAccessible(page);

  await page.goBack();
  await expect(page).toHaveURL(/#\/station_news$/);
  await expect(itemOf(page, '校园开放日圆满举行', '新闻列表')).toContainText('已读');
  await expect(itemOf(page, '往届学员分享：从申请到入学', '新闻列表')).toContainText('未读');
});

test('anonymous news detail and a missing news item', async ({ page }) => {
  await openPortal(page, DOMAIN, '/station_news', { lang: 'en' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enrollment trends');
  await noticeList(page, 'News list').getByRole('link', { name: 'Campus open day a success' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campus open day a success');
  await expect(page.getByRole('main')).not.toContainText(/\b(Unread|Read)\b/);
  await page.goto(`/${DOMAIN}/apply/?lang=en#/station_news?id=999999`);
  await expect(page.getByRole('alert')).toHaveText('This content does not exist or has been removed.');
  await page.getByRole('link', { name: 'Back to enrollment trends' }).click();
  await expect(noticeList(page, 'News list').getByRole('listitem')).toHaveCount(3);
});

test('ten notices a page with page links in the address', async ({ page }, info) => {
  const domain = 'itf';
  withDatabase(info, (db) => {
    const project = db.prepare('SELECT id FROM projects WHERE domain = ?').get(domain) as { id: number };
    const insert = db.prepare("INSERT INTO contents (project_id, kind, category, title, body, extra, sort, published_at) VALUES (?, 'notice', NULL, ?, ?, '{}', 5, ?)");
    for (let index = 1; index <= 12; index += 1) {
      const title = `Paging notice ${String(index).padStart(2, '0')}`;
      insert.run(project.id, JSON.stringify({ sc: title, tc: title, en: title }), JSON.stringify({ en: `<p>${title}</p>` }), Date.UTC(2020, 0, index));
    }
  });
  await openPortal(page, domain, '/notice', { lang: 'en' });
  await expect(noticeList(page).getByRole('listitem')).toHaveCount(10);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/#\/notice\?page=2$/);
  await expect(noticeList(page).getByRole('listitem')).toHaveCount(5);
  await expect(noticeList(page)).toContainText('Paging notice 01');
  await page.reload();
  await expect(noticeList(page).getByRole('listitem')).toHaveCount(5);
  await page.goBack();
  await expect(noticeList(page).getByRole('listitem')).toHaveCount(10);
});

test('on a 375 px phone the notice list and a notice fit without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPortal(page, DOMAIN, '/notice', { lang: 'en' });
  await expect(noticeList(page).getByRole('listitem')).toHaveCount(3);
  await expectNoSidewaysScroll(page);
  await noticeList(page).getByRole('link').first().click();
  await expect(page.getByRole('article')).toContainText('deadline');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

test('the footer leads to the notices and, once signed in, to the information centre', async ({ page }) => {
  await openPortal(page, DOMAIN, '/help', { lang: 'en' });
  const links = page.locator('footer').getByRole('navigation', { name: 'Links' });
  await links.getByRole('link', { name: 'Notices' }).click();
  await expect(page).toHaveURL(/#\/notice$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notices');
  await links.getByRole('link', { name: 'Information centre' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=%2Farticle$/);
});
