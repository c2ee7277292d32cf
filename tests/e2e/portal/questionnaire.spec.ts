import { expect, test, type Page, type Response } from '../cspGuard';
import { PATHS } from '../../../protocol/paths';
import { registerApplicant, type Applicant } from './journeyApi';
import { field } from './journeyUi';
import { DEMO_PASSWORD, expectAccessible, openPortal } from './support';

const SURVEY = { en: 'Application experience survey', sc: '报名体验问卷', tc: '報名體驗問卷' };

const isFieldList = (url: string) => new URL(url).pathname.endsWith(PATHS.misc.questionnaireFieldList);
const isAnswer = (url: string) => new URL(url).pathname.endsWith(PATHS.misc.questionnaireAnswer);

/** Logs in through the login screen (password tab) and waits for home and its questionnaire check. */
async function logIn(page: Page, applicant: Applicant): Promise<Response> {
  await openPortal(page, applicant.domain, '/login', { lang: 'en' });
  await page.getByLabel(/^E-mail or mobile number/).fill(applicant.mobile);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  const checked = page.waitForResponse((response) => isFieldList(response.url()));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
  return checked;
}

/** Home has loaded its batches, and the page has painted what the last answer changed. */
async function homeSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Batches and tracks', level: 2 })).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const offer = (page: Page) => page.getByRole('dialog', { name: 'A short questionnaire' });

test('the questionnaire is offered once after login, answered once, and not offered again', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const applicant = await registerApplicant(request, info, 'scu');
  const checks: string[] = [];
  const answers: string[] = [];
  page.on('request', (sent) => {
    if (isFieldList(sent.url())) checks.push(sent.url());
    if (isAnswer(sent.url()) && sent.method() === 'POST') answers.push(sent.url());
  });

  expect((await logIn(page, applicant)).status()).toBe(200);
  await expect(offer(page)).toBeVisible();
  await expect(offer(page)).toContainText(`Would you answer “${SURVEY.en}”?`);
  await expect(offer(page).getByRole('button', { name: 'Answer now' })).toBeVisible();
  await expectAccessible(page);
  await offer(page).getByRole('button', { name: 'Later' }).click();
  await expect(offer(page)).toHaveCount(0);

  // Another screen and back home, inside the same session: not offered, not even asked again.
  const checksBefore = checks.length;
  await mainMenu(page).getByRole('link', { name: 'Progress', exact: true }).click();
  await expect(page).toHaveURL(/#\/progress$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await mainMenu(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
  await homeSettled(page);
  await expect(offer(page)).toHaveCount(0);
  expect(checks.length).toBe(checksBefore);
  // A reload keeps the session but not the page's memory: the offer belongs to the login, so it is not made again.
  await page.reload();
  await homeSettled(page);
  await expect(offer(page)).toHaveCount(0);
  expect(checks.length).toBe(checksBefore);

  await page.evaluate(() => {
    location.hash = '#/questionnaire';
  });
  await expect(page.getByRole('heading', { name: SURVEY.en, level: 1 })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Submit answers' }).click();
  const summary = page.locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('How did you hear about us?: Required fields cannot be empty');
  await expect(summary).toContainText('What helped you most? (up to 2): Required fields cannot be empty');
  await expectAccessible(page);

  await page.getByRole('radio', { name: 'University website' }).check();
  await page.getByRole('checkbox', { name: 'FAQ' }).check();
  await field(page, 'suggestion').getByRole('textbox').fill('Clear and quick.');
  expect(answers, 'nothing is sent while answers are missing').toEqual([]);
  const sent = page.waitForResponse((response) => isAnswer(response.url()));
  await page.getByRole('button', { name: 'Submit answers' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your answers have been received.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit answers' })).toHaveCount(0);
  expect(answers).toHaveLength(1);
  await expectAccessible(page);

  // The same screen opened again says it is answered.
  await page.reload();
  await expect(page.getByText('You have already answered this questionnaire. Thank you!')).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Journey Applicant' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  const check = await logIn(page, applicant);
  expect(((await check.json()) as { data: { answered: boolean } }).data.answered).toBe(true);
  await homeSettled(page);
  await expect(offer(page)).toHaveCount(0);
});

test('an anonymous visitor sees the questionnaire with a prompt to log in (sc, tc on a phone)', async ({ page }) => {
  await openPortal(page, 'scu', '/activities', { lang: 'sc' });
  await expect(page.getByRole('heading', { name: SURVEY.sc, level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('登录后即可作答本问卷。')).toBeVisible();
  await expect(page.getByRole('link', { name: '登录后作答' })).toHaveAttribute('href', '#/login?redirect=%2Factivities');
  await expect(page.getByRole('radio', { name: '学校官网' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '提交问卷' })).toHaveCount(0);
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 812 });
  await openPortal(page, 'scu', '/questionnaire', { lang: 'tc' });
  await expect(page.getByRole('heading', { name: SURVEY.tc, level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('您從哪裡了解到本項目？')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);
  await page.getByRole('link', { name: '登入後作答' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fquestionnaire$/);
});

test('a failed load offers a retry, and a project without a questionnaire says so', async ({ page }) => {
  let calls = 0;
  await page.route(
    (url) => isFieldList(url.href),
    async (route) => {
      calls += 1;
      if (calls === 1) await route.abort('connectionfailed');
      else await route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ status: 404, message: 'This project has no questionnaire', data: null }) });
    },
  );
  await openPortal(page, 'scu', '/questionnaire', { lang: 'en' });
  await expect(page.getByRole('heading', { name: 'Questionnaire', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^The questionnaire could not be loaded: /)).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('This project has no questionnaire at the moment.')).toBeVisible();
  await expectAccessible(page);
});
