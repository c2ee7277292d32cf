import { expect, test } from '../cspGuard';
import { DEMO_PASSWORD, demoEmail, expectAccessible, openPortal } from './support';

test('the project list links every demo project to its portal', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { name: 'Demo projects' })).toBeVisible();
  await page.getByRole('row', { name: /Schwarzman Scholars/ }).getByRole('link', { name: 'Applicant login' }).click();
  await expect(page).toHaveURL(/\/sc\/apply\/#\/login/);
  await expect(page.getByRole('button', { name: /log in|登录|登入/i })).toBeVisible();
});

test('an anonymous visitor of a guarded route is sent to the login, and back after logging in', async ({ page }) => {
  await openPortal(page, 'scu', '/progress', { lang: 'en' });
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  await page.getByLabel(/e-mail|account/i).first().fill(demoEmail('scu'));
  await page.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/#\/progress/);
});

test('the login screen has no WCAG 2.2 A/AA violations', async ({ page }) => {
  await openPortal(page, 'itf', '/login', { lang: 'en' });
  await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
  await expectAccessible(page);
});
