import { expect, test, type Page } from '../cspGuard';
import { signIn } from './demoSession';
import { expectAccessible } from './support';

const DOMAIN = 'scu';

/** Moves to a hash route inside the running portal (keeps the session). */
async function goTo(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, `#${route}`);
}

test('a route whose service the portal does not offer says so, with its title and a way back home', async ({ page }) => {
  await signIn(page, DOMAIN, 'en');
  await goTo(page, '/activity');
  const section = page.locator('section[data-status="503"]');
  await expect(section).toHaveAttribute('data-route', 'activity');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activities');
  await expect(section).toContainText('This service is not offered on this portal for now.');
  await expect(page.getByRole('main')).not.toContainText(/issue|built by|placeholder/i);
  await expectAccessible(page);
  const home = page.getByRole('link', { name: 'Back to the project home' });
  await expect(home).toHaveAttribute('href', '#/');
  await home.click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(section).toHaveCount(0);
});

test('the unavailable service page is translated and fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, DOMAIN, 'tc');
  await goTo(page, '/questionnaire');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('問卷');
  await expect(page.locator('section[data-status="503"]')).toContainText('本門戶暫不提供此項服務。');
  const home = page.getByRole('link', { name: '返回項目首頁' });
  await expect(home).toBeVisible();
  const box = await home.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
