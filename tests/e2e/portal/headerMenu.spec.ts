import { expect, test, type APIRequestContext, type Page } from '../cspGuard';
import { PATHS } from '../../../protocol/paths';
import { apiPost, openSignedIn, type Applicant } from './journeyApi';
import { DEMO_PASSWORD, demoEmail } from './support';

/** The event appointment item (menu item 4) leads to the activity screen. */
const EVENT_APPOINTMENT = '#/activity';

/** The demo applicant of a project, signed in through the API (nothing of the account is changed). */
async function demoSession(request: APIRequestContext, domain: string): Promise<Applicant> {
  const login = await apiPost<{ token: string }>(request, PATHS.account.login, { type: 'password', account: demoEmail(domain), password: DEMO_PASSWORD, domain });
  expect(login.status, login.message).toBe(200);
  return { domain, token: login.data.token, mobile: '' };
}

/** The screen reached shows its own heading, not the service-unavailable page. */
async function expectRealScreen(page: Page, label: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first(), label).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('section[data-status="503"]'), label).toHaveCount(0);
}

// scu shows the default items 0–5; sc (ssm) has items 6 and 7 configured on.
for (const domain of ['scu', 'sc']) {
  test(`${domain}: every desktop header menu link opens a screen of the portal`, async ({ page, request }) => {
    const applicant = await demoSession(request, domain);
    await openSignedIn(page, applicant, '/progress');
    const links = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(2);
    expect(hrefs).toContain(EVENT_APPOINTMENT);
    for (const [index, href] of hrefs.entries()) {
      await links.nth(index).click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\$&')}$`));
      await expectRealScreen(page, href);
    }
  });

  test(`${domain}: every item of the mobile menu opens a screen of the portal`, async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const applicant = await demoSession(request, domain);
    await openSignedIn(page, applicant, '/progress');
    const open = page.getByRole('button', { name: 'Open menu' });
    const items = page.getByRole('dialog').getByRole('navigation', { name: 'Main menu' }).getByRole('button');
    await open.click();
    await expect(items.first()).toBeVisible();
    const labels = await items.allInnerTexts();
    expect(labels.length).toBeGreaterThan(2);
    expect(labels).toContain('Event appointment');
    await page.keyboard.press('Escape');
    for (const label of labels) {
      await open.click();
      await items.getByText(label, { exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectRealScreen(page, label);
    }
  });
}
