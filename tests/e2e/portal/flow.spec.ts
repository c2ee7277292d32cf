import { expect, test, type Page } from '../cspGuard';
import { countLoads, failChunkDuring } from './pageLoads';
import { DEMO_PASSWORD, demoEmail, openPortal, rewritePageConfig } from './support';

const DOMAIN = 'scu';
const HELP_CHUNK = /\/assets\/HelpPage-[\w-]+\.js$/;

/** The route the hash names, e.g. `/login?redirect=%2Ffeedback`. */
const hashRoute = (page: Page): string => new URL(page.url()).hash.slice(1);

test('an anonymous visitor of a guarded route goes to /login?redirect= and comes back after logging in', async ({ page }) => {
  await openPortal(page, DOMAIN, '/feedback', { lang: 'en' });
  await expect.poll(() => hashRoute(page)).toBe('/login?redirect=%2Ffeedback');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel(/e-mail|account/i).first().fill(demoEmail(DOMAIN));
  await panel.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^log in$/i }).click();
  await expect.poll(() => hashRoute(page)).toBe('/feedback');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feedback');
});

const EXEMPT = ['/guide', '/statement', '/register', '/password', '/email', '/help/404', '/ref_login', '/login_fast', '/help', '/help/505'];

for (const route of EXEMPT) {
  test(`${route} is reachable anonymously`, async ({ page }) => {
    await openPortal(page, DOMAIN, route, { lang: 'en' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(hashRoute(page)).toBe(route);
  });
}

for (const route of ['/progress', '/application_guide', '/message', '/edit_pass']) {
  test(`${route} needs a session`, async ({ page }) => {
    await openPortal(page, DOMAIN, route, { lang: 'en' });
    await expect.poll(() => hashRoute(page)).toBe(`/login?redirect=${encodeURIComponent(route)}`);
  });
}

test('a route without a name goes to /help/404, which links home', async ({ page }) => {
  await openPortal(page, DOMAIN, '/no/such/route', { lang: 'en' });
  await expect.poll(() => hashRoute(page)).toBe('/help/404');
  await expect(page.getByText('This page could not be found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '#/');
});

// Whether the browser fetches a failed module again or keeps the failure until the page reloads, and however often
// it fetches it, the user sees the same: a chunk that cannot load during a page's life costs one reload, then the
// page; a chunk that still cannot load after that reload shows the error page, without reloading again.
test('a page chunk that cannot load reloads the page once, then the page shows', async ({ page }) => {
  const loads = countLoads(page);
  await failChunkDuring(page, HELP_CHUNK, () => [1]);
  await openPortal(page, DOMAIN, '/help', { lang: 'en' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help centre');
  expect(loads()).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('portal-chunk-reload-at'))).toMatch(/^\d+$/);
});

test('a chunk that still cannot load after the reload shows the error page instead of reloading again', async ({ page }) => {
  const loads = countLoads(page);
  await page.route(HELP_CHUNK, (route) => route.abort('failed'));
  await openPortal(page, DOMAIN, '/help', { lang: 'en' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 500');
  await expect(page.getByText(/dynamically imported module/i)).toBeVisible();
  expect(loads()).toBe(2);
  // No reload loop: a minute's rule holds, so the error page stays.
  await page.waitForTimeout(1500);
  expect(loads()).toBe(2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 500');
});

test('the error page shows the status and message of a failed call', async ({ page }) => {
  await rewritePageConfig(page, () => null);
  await page.route('**/v1/public/auth_mode?**', (route) =>
    route.fulfill({ status: 503, json: { status: 503, message: 'The service is down for maintenance', data: null } }),
  );
  await openPortal(page, DOMAIN, '/guide', { lang: 'en' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('503');
  await expect(page.getByText('The service is down for maintenance')).toBeVisible();
});

test('a page whose validate fails shows not found with its status', async ({ page }) => {
  await openPortal(page, DOMAIN, '/noticeDetail/abc', { lang: 'en' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
  await expect(page.getByText('This page could not be found.')).toBeVisible();
});

test('the top progress bar shows during a slow data load, moves on, and completes', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await rewritePageConfig(page, () => null);
  await page.route('**/v1/public/auth_mode?**', async (route) => {
    await held;
    await route.continue();
  });
  await openPortal(page, DOMAIN, '/guide', { lang: 'en' });
  const bar = page.getByRole('progressbar').first();
  await expect(bar).toBeVisible();
  const first = Number(await bar.getAttribute('aria-valuenow'));
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(first);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guide');
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // A later navigation with a slow chunk: the bar appears, reaches 100 and goes away.
  await page.route(HELP_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  const reached = page.waitForFunction(() => document.querySelector('[role="progressbar"][aria-valuenow="100"]') !== null, undefined, { polling: 'raf' });
  await page.evaluate(() => {
    location.hash = '#/help';
  });
  await expect(page.getByRole('progressbar')).toBeVisible();
  await reached;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help centre');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
