import { expect, test, type Page } from '../cspGuard';
import { DEMO_PASSWORD, demoEmail, expectAccessible, openPortal } from './support';

const DOMAIN = 'scu';
type Lang = 'sc' | 'tc' | 'en';
const LANGS: readonly Lang[] = ['sc', 'tc', 'en'];

/** Each screen: its route, whether it needs a session, and its h1 per language. */
const SCREENS: Array<{ route: string; signedIn: boolean; heading: Record<Lang, RegExp> }> = [
  { route: '/guide', signedIn: false, heading: { sc: /报名指南/, tc: /報名指南/, en: /^Guide$/ } },
  { route: '/statement', signedIn: false, heading: { sc: /诚信申请声明/, tc: /誠信申請聲明/, en: /Declaration of honesty/ } },
  { route: '/help', signedIn: false, heading: { sc: /帮助中心/, tc: /幫助中心/, en: /Help centre/ } },
  { route: '/help/404', signedIn: false, heading: { sc: /404/, tc: /404/, en: /404/ } },
  { route: '/help/505', signedIn: false, heading: { sc: /500/, tc: /500/, en: /500/ } },
  { route: '/application_guide', signedIn: true, heading: { sc: /报名指南/, tc: /報名指南/, en: /Application guide/ } },
  { route: '/feedback', signedIn: true, heading: { sc: /意见反馈/, tc: /意見反饋/, en: /^Feedback$/ } },
];

/** Logs the demo applicant in (English login screen) and lands on `route`. */
async function signIn(page: Page, route: string): Promise<void> {
  await openPortal(page, DOMAIN, `/login?redirect=${encodeURIComponent(route)}`, { lang: 'en' });
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByLabel(/password/i).first()).toBeEditable({ timeout: 15_000 });
  await panel.getByLabel(/e-mail|account/i).first().fill(demoEmail(DOMAIN));
  await panel.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^log in$/i }).click();
  await expect(page).toHaveURL(new RegExp(`#${route.replace(/[/]/g, '\\/')}$`), { timeout: 15_000 });
}

/** Opens a screen in a language (signed in first when it needs it). */
async function openScreen(page: Page, route: string, lang: Lang, signedIn: boolean): Promise<void> {
  if (signedIn) await signIn(page, route);
  await openPortal(page, DOMAIN, route, lang === 'sc' ? {} : { lang });
}

for (const screen of SCREENS) {
  for (const lang of LANGS) {
    test(`${screen.route} in ${lang} shows its content and has no WCAG 2.2 A/AA violations`, async ({ page }) => {
      await openScreen(page, screen.route, lang, screen.signedIn);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading[lang]);
      await expect(page.getByRole('status').filter({ hasText: /加载|載入|Loading/ })).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'sc' ? 'zh-Hans' : lang === 'tc' ? 'zh-Hant' : 'en');
      await expectAccessible(page);
    });
  }
}

test('the help centre FAQ opens answers and filters by search', async ({ page }) => {
  await openPortal(page, DOMAIN, '/help', { lang: 'en' });
  const question = page.getByRole('button', { name: 'I forgot my password. What can I do?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'I forgot my password. What can I do?' })).toContainText('upper case');
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('referees');
  await expect(page.getByRole('button', { name: /referees/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'I forgot my password. What can I do?' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('no such question at all');
  await expect(page.getByRole('status')).toHaveText('No question matches “no such question at all”');
  await page.getByRole('link', { name: 'Declaration of honesty' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Declaration of honesty');
});

test('a failed content load shows the server message and a retry that works', async ({ page }) => {
  let fail = true;
  await page.route('**/v1/public/singlePage?**', async (route) => {
    if (!fail) return route.continue();
    await route.fulfill({ status: 500, json: { status: 500, message: 'Server error, please try again later', data: null } });
  });
  await openPortal(page, DOMAIN, '/statement', { lang: 'en' });
  await expect(page.getByRole('alert')).toContainText('The content could not be loaded: Server error, please try again later');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Declaration of honesty');
});

test('feedback: empty content is refused in the language, sent feedback is listed, the count is live', async ({ page }) => {
  await signIn(page, '/feedback');
  await openPortal(page, DOMAIN, '/feedback', { lang: 'tc' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('意見反饋');
  await page.getByRole('button', { name: '提交反饋' }).click();
  const content = page.getByRole('textbox', { name: '反饋內容' });
  await expect(content).toBeFocused();
  await expect(content).toHaveAccessibleDescription(/請填寫反饋內容/);
  await expect(content).toHaveAttribute('aria-invalid', 'true');

  const text = `E2E feedback ${Date.now()}：頁面很好用`;
  await content.fill(text);
  await expect(content).toHaveAccessibleDescription(`已輸入 ${[...text].length} / 2000 字`);
  await page.getByRole('textbox', { name: '聯絡方式（選填）' }).fill('me@example.com');
  await page.getByRole('button', { name: '提交反饋' }).click();
  await expect(page.getByText('感謝您的反饋，我們已收到。')).toBeVisible();
  await expect(content).toHaveValue('');
  const list = page.getByRole('region', { name: '我的反饋記錄' });
  await expect(list.getByText(text)).toBeVisible();
  await expect(list.getByText('聯絡方式：me@example.com')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: '我的反饋記錄' }).getByText(text)).toBeVisible();
});

test('feedback over 2000 characters is refused before sending', async ({ page }) => {
  await signIn(page, '/feedback');
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/v1/public/feedback')) posted += 1;
  });
  const content = page.getByRole('textbox', { name: 'Your feedback' });
  await content.fill('x'.repeat(2001));
  await expect(content).toHaveAccessibleDescription('2001 / 2000 characters');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(content).toHaveAccessibleDescription(/Feedback can be at most 2000 characters/);
  expect(posted).toBe(0);
});
