import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PATHS } from '../../../protocol/paths';
import { apiPost, chooseOpenBatch, type Applicant } from './journeyApi';
import { DEMO_PASSWORD, demoEmail, openPortal } from './support';

/** The demo applicant of a project, signed in through the API, with the open batch chosen. */
export async function demoApplicant(request: APIRequestContext, domain: string): Promise<Applicant> {
  const login = await apiPost<{ token: string }>(request, PATHS.account.login, { type: 'password', account: demoEmail(domain), password: DEMO_PASSWORD, domain });
  expect(login.status, login.message).toBe(200);
  const applicant = { domain, token: login.data.token, mobile: '' };
  await chooseOpenBatch(request, applicant);
  return applicant;
}

/** Logs the demo applicant in through the login screen, so the portal holds the session its own way. */
export async function signIn(page: Page, domain: string, lang: string): Promise<void> {
  await openPortal(page, domain, '/login?redirect=%2Fprogress', { lang });
  const panel = page.getByRole('tabpanel');
  await expect(panel.locator('input[type=password]')).toBeEditable({ timeout: 15_000 });
  await panel.getByRole('textbox').first().fill(demoEmail(domain));
  await panel.locator('input[type=password]').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: /^(log in|登录|登入)$/i }).click();
  await expect(page).toHaveURL(/#\/progress$/, { timeout: 30_000 });
}

/** Opens a hash route in a language and waits for its heading and data. */
export async function openRoute(page: Page, domain: string, route: string, lang: string): Promise<void> {
  await page.goto(`/${domain}/apply/?lang=${lang}#${route}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).hash, 'still signed in').toBe(`#${route}`);
}

