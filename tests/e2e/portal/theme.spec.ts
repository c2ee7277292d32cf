import { expect, test, type APIRequestContext, type Page, type Response } from '../cspGuard';
import { HEADERS, PORTAL_APP_ID } from '../../../protocol/headers';
import { PATHS } from '../../../protocol/paths';
import { DEMO_PROJECTS } from '../../../server/seed/demoProjects';
import { MENU_KEYS, MENU_ROUTES } from '../../../src/app/layout/menuItems';
import { hasScreen } from '../../../src/app/routes/available';
import { SESSION_STORAGE_KEY } from '../../../src/store/session';
import { codeOf, DEMO_PASSWORD, demoEmail, expectAccessible, latestMessage, openPortal, rewritePageConfig } from './support';

const INSTITUTION: Record<string, string> = { scu: 'bs', data: 'bicmr', jcdc: 'bcy', itf: 'itf', xjtu: 'xjtu', sc: 'ssm', qyj: 'qyj' };
const HTML_LANG = { sc: 'zh-Hans', tc: 'zh-Hant', en: 'en' } as const;

/** How many of these menu items lead to a screen of the portal (the others are not shown). */
const withScreen = (indices: number[]): number => indices.filter((index) => hasScreen(MENU_ROUTES[MENU_KEYS[index] ?? 'home'])).length;

async function post(request: APIRequestContext, path: string, form: Record<string, string>): Promise<{ status: number; message: string; data: Record<string, unknown> }> {
  const reply = await request.post(path, { form, headers: { [HEADERS.appId]: PORTAL_APP_ID, [HEADERS.language]: 'en' } });
  return (await reply.json()) as { status: number; message: string; data: Record<string, unknown> };
}

/** A session token: the demo account, or the password-free entry (login type free) of the free project. */
async function demoToken(request: APIRequestContext, domain: string): Promise<string> {
  const form: Record<string, string> = domain === 'qyj' ? { type: 'free', domain } : { type: 'password', account: demoEmail(domain), password: DEMO_PASSWORD, domain };
  const answer = await post(request, PATHS.account.login, form);
  expect(answer.status, answer.message).toBe(200);
  return String(answer.data.token);
}

/** Opens a route signed in: the token goes into the session store's persisted localStorage key. */
async function openSignedIn(page: Page, domain: string, route: string, token: string, query: Record<string, string> = { lang: 'en' }): Promise<void> {
  await openPortal(page, domain, '/help/404', query);
  const value = JSON.stringify({ state: { language: '', token, shortName: domain }, version: 0 });
  await page.evaluate((entry) => localStorage.setItem(entry.key, entry.value), { key: SESSION_STORAGE_KEY, value });
  // A fresh document at the route: a hash change first would let the guard, still without the session, send it to log in.
  await page.goto('about:blank');
  await openPortal(page, domain, route, query);
}

/** The server's unread count as answered to the portal's own countNewMessage call while `open` runs. */
async function unreadOnServer(page: Page, open: () => Promise<void>): Promise<number> {
  // `open` reloads: read each answer's body as it arrives (a reload discards it), and keep the last one.
  const counts: Array<Promise<number | null>> = [];
  const listener = (response: Response) => {
    if (!response.url().includes(PATHS.account.countNewMessage)) return;
    counts.push(response.json().then((body: { data: { count: number } }) => Number(body.data.count), () => null));
  };
  page.on('response', listener);
  try {
    await open();
    await expect.poll(async () => (await Promise.all(counts)).filter((count) => count !== null).length).toBeGreaterThan(0);
  } finally {
    page.off('response', listener);
  }
  const read = (await Promise.all(counts)).filter((count): count is number => count !== null);
  return read[read.length - 1] as number;
}

test('each institution has its own header and footer, unread badge and warning', async ({ page }) => {
  test.setTimeout(180_000);
  const looks = new Set<string>();
  for (const project of DEMO_PROJECTS) {
    await test.step(project.domain, async () => {
      const token = await demoToken(page.request, project.domain);
      const count = await unreadOnServer(page, () => openSignedIn(page, project.domain, '/help', token));
      const header = page.locator('header[data-institution]');
      await expect(header).toHaveAttribute('data-institution', INSTITUTION[project.domain] ?? 'default');
      const top = header.locator('[data-header-top]');
      looks.add(await top.evaluate((node) => `${getComputedStyle(node).backgroundColor}|${getComputedStyle(node).backgroundImage}|${node.closest('header')?.getAttribute('data-header-variant') ?? ''}`));
      const footer = page.locator('footer');
      await expect(footer).toContainText(project.contact.email);
      await expect(footer).toContainText(project.contact.phone);
      await expect(footer).toHaveAttribute('data-institution', INSTITUTION[project.domain] ?? 'default');
      expect(count).toBeGreaterThan(0);
      await expect(header.locator('[data-unread-count]')).toHaveAttribute('data-unread-count', String(count));
      const warning = header.locator('[data-unread-warning]');
      await expect(warning).toBeVisible();
      await expect(warning).toContainText(String(count));
      await expectAccessible(page);
      await warning.click();
      await expect(page).toHaveURL(/#\/message$/);
    });
  }
  expect(looks.size).toBe(DEMO_PROJECTS.length);
});

test('the unread warning keeps the spec wording in sc', async ({ page }) => {
  const token = await demoToken(page.request, 'scu');
  const count = await unreadOnServer(page, () => openSignedIn(page, 'scu', '/help', token, { lang: 'sc' }));
  await expect(page.locator('[data-unread-warning]')).toHaveText(`您有${count}条未读消息`);
});

test('the menu shows items 0–5, and 6–7 only where configured (sc)', async ({ page }) => {
  await openSignedIn(page, 'scu', '/progress', await demoToken(page.request, 'scu'));
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link')).toHaveCount(withScreen([0, 1, 2, 3, 4, 5]));
  await expect(nav.getByRole('link', { name: 'Progress' })).toHaveAttribute('aria-current', 'page');
  await openSignedIn(page, 'sc', '/', await demoToken(page.request, 'sc'));
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveCount(withScreen([0, 1, 2, 3, 4, 5, 6, 7]));
});

test('the language switch sets <html lang> and the defautLang cookie per project', async ({ page, context }) => {
  await openPortal(page, 'scu', '/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await page.getByRole('button', { name: /^语言/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.en);
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: '繁體中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.tc);
  await openPortal(page, 'data', '/login');
  await page.getByRole('button', { name: /^语言/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.en);
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies).toMatchObject({ defautLangscu: 'tc', defautLangdata: 'en' });
  await openPortal(page, 'xjtu', '/login');
  await expect(page.locator('header[data-institution="xjtu"]')).toBeVisible();
  await expect(page.getByRole('button', { name: /^语言|^Language/ })).toHaveCount(0);
});

test('logout asks "Are you sure you want to exit?" and clears the session', async ({ page }) => {
  await openSignedIn(page, 'itf', '/help', await demoToken(page.request, 'itf'));
  await page.getByRole('button', { name: 'Demo Applicant' }).click();
  await expect(page.getByRole('menuitem', { name: 'Deregister' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to exit?');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Demo Applicant' })).toBeVisible();
  await page.getByRole('button', { name: 'Demo Applicant' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  // Logging out may still navigate to the login route; read the store once the page has settled.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY).catch(() => null)).toContain('"token":""');
});

test('deregistration is offered on sc only; an account without password (fast login) confirms with an SMS code', async ({ page }) => {
  test.setTimeout(150_000);
  const mobile = `139${String(Date.now()).slice(-8)}`;
  expect((await post(page.request, PATHS.public.sendSms, { mobile, phone_code: '+86', purpose: 'login', domain: 'sc' })).status).toBe(200);
  const loginSms = await latestMessage(page.request, `+86${mobile}`);
  const login = await post(page.request, PATHS.account.login, { type: 'fast', mobile, phone_code: '+86', code: codeOf(loginSms), domain: 'sc' });
  expect(login.status, login.message).toBe(200);
  await openSignedIn(page, 'sc', '/help', String(login.data.token));
  await page.locator('header [data-user-menu]').click();
  await page.getByRole('menuitem', { name: 'Deregister' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to deregister?');
  await expect(dialog).toContainText(`Get a verification code sent to +86 ${mobile}`);
  await expect(dialog.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Deregister' }).click();
  await expect(dialog.getByText('Please enter the verification code')).toBeVisible();
  // The login code went to this number moments ago: the send waits out the server's Retry-After, then goes.
  const getCode = dialog.getByRole('button', { name: /^Get code$|^Resend in \d+ s$/ });
  await getCode.click();
  await expect(dialog.getByText(/Please wait \d+ seconds|The verification code has been sent/)).toBeVisible();
  if (await dialog.getByText(/Please wait \d+ seconds/).isVisible()) {
    await expect(dialog.getByRole('button', { name: 'Get code' })).toBeEnabled({ timeout: 75_000 });
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await expect(dialog.getByText('The verification code has been sent')).toBeVisible();
  }
  const sms = await latestMessage(page.request, `+86${mobile}`, loginSms.id);
  expect(sms.body).toContain('account deregistration');
  await dialog.getByLabel(/^Verification code/).fill(codeOf(sms));
  await dialog.getByRole('button', { name: 'Deregister' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The account has been deregistered');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const again = await post(page.request, PATHS.account.login, { type: 'password', account: mobile, password: 'x', domain: 'sc' });
  expect(again.status).not.toBe(200);
});

test('the mobile header at 390 px slides in a menu with the same items', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: 'defautLangsc', value: 'sc', url: baseURL ?? '' }]);
  await openSignedIn(page, 'sc', '/help', await demoToken(page.request, 'sc'), { lang: 'sc' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.locator('header [data-unread-count]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主菜单' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: '打开菜单' }).click();
  const drawer = page.getByRole('navigation', { name: '主菜单' });
  await expect(drawer.getByRole('button')).toContainText(['首页', '申请进度', '申请信息']);
  await expect(page.getByRole('button', { name: '注销账号' })).toBeVisible();
  await expect(page.getByRole('button', { name: /您有\d+条未读消息/ })).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('button', { name: '申请进度' }).click();
  await expect(page).toHaveURL(/#\/progress$/);
});

const FRAME_CASES = [
  ...DEMO_PROJECTS.map((project) => ({ domain: project.domain, languages: project.languages, layout: project.layout })),
  { domain: 'scu', languages: ['sc', 'tc', 'en'] as Array<'sc' | 'tc' | 'en'>, layout: 'theme-7' },
];

for (const { domain, languages, layout } of FRAME_CASES) {
  test(`the ${layout} login frame (${domain}) is accessible in every language`, async ({ page, baseURL }) => {
    if (layout === 'theme-7') {
      // No demo project uses theme-7: the real configuration with its theme name changed.
      await rewritePageConfig(page, (config) => ({ ...config, layout: { name: 'theme-7' } }));
    }
    for (const lang of languages) {
      await test.step(lang, async () => {
        await page.context().addCookies([{ name: `defautLang${domain}`, value: lang, url: baseURL ?? '' }]);
        await openPortal(page, domain, '/login', { lang });
        await page.reload();
        await expect(page.locator('[data-login-theme]')).toHaveAttribute('data-login-theme', layout);
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
        await expect(page.locator('footer')).toBeVisible();
        await expectAccessible(page);
      });
    }
  });
}

test('the login themes look different from one another', async ({ page }) => {
  const looks = new Set<string>();
  for (const project of DEMO_PROJECTS) {
    await openPortal(page, project.domain, '/login', { lang: 'en' });
    const frame = page.locator('[data-login-theme]');
    await expect(frame).toHaveAttribute('data-login-theme', project.layout);
    looks.add(await frame.evaluate((node) => `${getComputedStyle(node).backgroundImage}|${getComputedStyle(node).backgroundColor}`));
  }
  expect(looks.size).toBe(DEMO_PROJECTS.length);
});
