import { hasScreen } from '../../../src/app/routes/available';
import { expect, test, type Page } from '../cspGuard';
import { openSignedIn, registerApplicant } from './journeyApi';
import { expectAccessible } from './support';

const DOMAIN = 'scu';
const PROJECT = 'Sichuan University Graduate Admissions';

/** What each hub child shows for the seeded project: a list of titles, the one article shown whole, or the downloads. */
const CHILDREN: Array<{ child: string; name: string; list?: string[]; single?: { title: string; text: string }; downloads?: true; live?: { name: string; to: string } }> = [
  { child: 'apply-info', name: 'Application information', list: [`${PROJECT} admissions brochure`, 'Application guide'] },
  { child: 'news', name: 'News', list: ['Campus open day a success', 'Alumni share their path from application to enrolment', `${PROJECT} holds an online information session`] },
  { child: 'download-files', name: 'Downloads', downloads: true },
  { child: 'examination', name: 'Examinations', list: ['Written examination', 'Interview guidelines'] },
  { child: 'experience', name: 'Experiences', list: ['Experience: writing a strong personal statement', 'Experience: working with your referees'] },
  { child: 'activities', name: 'Activities', single: { title: 'Admissions events', text: 'sign in on site' }, live: { name: 'See the activities and sign up', to: '/activity' } },
  { child: 'progress', name: 'Admission progress', single: { title: 'How admission works', text: 'document review' }, live: { name: 'See my application progress', to: '/progress' } },
  { child: 'personal_data', name: 'Personal data', list: ['Correcting your personal data', 'Privacy notice'], live: { name: 'Manage my account', to: '/edit_pass' } },
];

const hubMenu = (page: Page, name = 'Information centre sections') => page.getByRole('navigation', { name });
const section = (page: Page, name: string) => page.getByRole('region', { name });
const articleList = (page: Page) => page.getByRole('list', { name: 'Articles' });

async function signedIn(page: Page, request: Parameters<typeof registerApplicant>[0], info: Parameters<typeof registerApplicant>[1], route: string, lang = 'en') {
  const applicant = await registerApplicant(request, info, DOMAIN);
  await openSignedIn(page, applicant, route, lang);
}

test('each of the eight hub sections opens from the menu with its content and its live link', async ({ page, request }, info) => {
  await signedIn(page, request, info, '/article');
  await expect(page).toHaveURL(/#\/article\/apply-info$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Information centre');
  await expect(hubMenu(page).getByRole('link')).toHaveText(CHILDREN.map((entry) => entry.name));
  for (const entry of CHILDREN) {
    await hubMenu(page).getByRole('link', { name: entry.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/article/${entry.child}$`));
    await expect(hubMenu(page).getByRole('link', { name: entry.name, exact: true })).toHaveAttribute('aria-current', 'page');
    const content = section(page, entry.name);
    await expect(content.getByRole('heading', { level: 2 })).toHaveText(entry.name);
    if (entry.list) {
      await expect(articleList(page).getByRole('heading', { level: 3 })).toHaveText(entry.list);
      await expect(articleList(page).getByRole('listitem').first()).toContainText(/Published [A-Z][a-z]+ \d{1,2}, \d{4}/);
    }
    if (entry.single) {
      await expect(content.getByRole('heading', { level: 3 })).toHaveText(entry.single.title);
      await expect(content.getByRole('article')).toContainText(entry.single.text);
      await expect(articleList(page)).toHaveCount(0);
    }
    if (entry.downloads) await expect(content.getByRole('list', { name: 'Files to download' })).toContainText('Application guide (PDF)');
    const live = page.getByRole('main').getByRole('link', { name: entry.live?.name ?? /^See |^Manage my account$/ });
    if (entry.live && hasScreen(entry.live.to)) await expect(live).toHaveAttribute('href', `#${entry.live.to}`);
    else await expect(live).toHaveCount(0);
  }
  await page.getByRole('main').getByRole('link', { name: 'Manage my account' }).click();
  await expect(page).toHaveURL(/#\/edit_pass$/);
});

test('hub list → article at ?id= (reload keeps it) → back to the list; a missing article says so', async ({ page, request }, info) => {
  await signedIn(page, request, info, '/article/examination');
  await expectAccessible(page);
  await articleList(page).getByRole('link', { name: 'Interview guidelines' }).click();
  await expect(page).toHaveURL(/#\/article\/examination\?id=\d+$/);
  const article = page.getByRole('article', { name: 'Interview guidelines' });
  await expect(article).toContainText('arrive 15 minutes early');
  await page.reload();
  await expect(article).toContainText('arrive 15 minutes early');
  await expectAccessible(page);
  await article.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/#\/article\/examination$/);
  await expect(articleList(page).getByRole('listitem')).toHaveCount(2);

  await page.goto(`/${DOMAIN}/apply/?lang=en#/article/experience?id=999999`);
  await expect(page.getByRole('alert')).toHaveText('This content does not exist or has been removed.');
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(articleList(page).getByRole('listitem')).toHaveCount(2);
});

test('section names and content in Simplified Chinese', async ({ page, request }, info) => {
  await signedIn(page, request, info, '/article/progress', 'sc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('信息中心');
  await expect(hubMenu(page, '信息中心栏目').getByRole('link', { name: '招生进度' })).toHaveAttribute('aria-current', 'page');
  await expect(section(page, '招生进度').getByRole('heading', { level: 3 })).toHaveText('录取流程说明');
  await expect(page.getByRole('link', { name: '查看我的申请进度' })).toHaveAttribute('href', '#/progress');
  await expectAccessible(page);
});

test('section names and content in Traditional Chinese', async ({ page, request }, info) => {
  await signedIn(page, request, info, '/article/experience', 'tc');
  await expect(hubMenu(page, '信息中心欄目').getByRole('link', { name: '經驗分享' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('list', { name: '文章列表' }).getByRole('heading', { level: 3 })).toHaveText(['申請經驗：如何寫好個人陳述', '申請經驗：與推薦人溝通']);
  await expectAccessible(page);
});

test('the hub needs a signed-in applicant', async ({ page }) => {
  await page.goto(`/${DOMAIN}/apply/?lang=en#/article/news`);
  await expect(page).toHaveURL(/#\/login\?redirect=%2Farticle%2Fnews$/);
});

test('on a 375 px phone the section menu is a row that scrolls sideways above the content, and the page does not', async ({ page, request }, info) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signedIn(page, request, info, '/article/personal_data');
  const menu = hubMenu(page);
  const links = menu.getByRole('link');
  await expect(links).toHaveCount(8);
  // One layout pass: the header may still settle while the boxes are read one by one.
  const oneRow = () => menu.evaluate((nav) => new Set([...nav.querySelectorAll('a')].map((link) => Math.round(link.getBoundingClientRect().top))).size);
  await expect.poll(oneRow, { message: 'the sections sit in one row' }).toBe(1);
  await expect
    .poll(async () => {
      const [menuBox, contentBox] = await Promise.all([menu.boundingBox(), section(page, 'Personal data').boundingBox()]);
      return Boolean(menuBox && contentBox && menuBox.y + menuBox.height <= contentBox.y);
    }, { message: 'the menu is above the content' })
    .toBe(true);
  expect(await menu.getByRole('list').evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
  await expect(menu.getByRole('link', { name: 'Personal data' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);
  await articleList(page).getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page.getByRole('article', { name: 'Privacy notice' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
