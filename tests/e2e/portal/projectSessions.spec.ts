import { expect, test, type Page } from '../cspGuard';
import { applicantWithBatch, inviteRecommenders, refereeOpens, unique } from './recommendApi';
import { DEMO_PASSWORD, demoEmail, openPortal } from './support';

/** Logs the demo applicant of `domain` in through the login screen. */
async function logIn(page: Page, domain: string): Promise<void> {
  await openPortal(page, domain, '/login', { lang: 'en' });
  await page.getByLabel(/e-mail|account/i).first().fill(demoEmail(domain));
  await page.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByRole('button', { name: 'Demo Applicant' })).toBeVisible();
}

/** Opens a guarded route and expects to stay on it, signed in. */
async function expectSignedIn(page: Page, domain: string): Promise<void> {
  await openPortal(page, domain, '/progress', { lang: 'en' });
  await expect(page.getByRole('button', { name: 'Demo Applicant' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${domain}/apply/\\?lang=en#/progress$`));
}

test('logging in to a second project keeps the first one signed in', async ({ page }) => {
  await logIn(page, 'data');
  await logIn(page, 'scu');
  await expectSignedIn(page, 'data');
  await expectSignedIn(page, 'scu');
});

test('a language chosen in one project stays in that project', async ({ page }) => {
  const html = page.locator('html');
  await openPortal(page, 'scu', '/login');
  await page.getByRole('button', { name: /^语言/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: /^Language/ })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'en');

  await openPortal(page, 'data', '/login');
  await expect(page.getByRole('button', { name: /^语言/ })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'zh-Hans');

  await openPortal(page, 'scu', '/login');
  await expect(page.getByRole('button', { name: /^Language/ })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'en');
});

test('a referee who reloads the letter screen keeps the letter open', async ({ browser, request }) => {
  const applicant = await applicantWithBatch(request, 'scu');
  const [invite] = await inviteRecommenders(request, applicant, [{ name: 'Rae Referee', email: `rae-${unique()}@example.org` }], [1]);
  if (!invite) throw new Error('no invitation sent');
  const referee = await refereeOpens(browser, request, invite);
  const letter = referee.getByRole('textbox', { name: /^Letter/ });
  await expect(letter).toBeVisible();

  await referee.reload();
  await expect(letter).toBeVisible();
  await expect(referee.getByRole('button', { name: 'Submit letter' })).toBeVisible();
  await expect(referee.getByText('Your session has ended')).toHaveCount(0);
  await referee.context().close();
});
