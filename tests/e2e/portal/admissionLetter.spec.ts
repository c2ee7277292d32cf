import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '../cspGuard';
import { PATHS } from '../../../protocol/paths';
import { readPdf } from '../../unit/server/letter/pdfText';
import { workerBaseURL } from '../servers';
import { apiGet, apiPost, chooseOpenBatch, fillModule, registerApplicant, SCU_REQUIRED, userIdOf, withDatabase } from './journeyApi';
import { operator } from './operator';
import { expectAccessible, openPortal } from './support';

/** A 1×1 PNG, the drawn signature of the submission. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** A token of the right shape that no application holds. */
const UNKNOWN_TOKEN = 'A'.repeat(43);

/** A scu applicant called `name`, submitted and admitted by the operator; answers the letter link's token. */
async function admittedApplicant(request: APIRequestContext, info: TestInfo, name: string, ...options: string[]): Promise<{ token: string; session: string }> {
  const applicant = await registerApplicant(request, info, 'scu');
  withDatabase(info, (db) => db.prepare('UPDATE users SET name = ? WHERE id = ?').run(name, userIdOf(db, applicant)));
  await chooseOpenBatch(request, applicant);
  for (const module of SCU_REQUIRED) await fillModule(request, info, applicant, module);
  const signature = await apiPost<{ uid: string }>(request, PATHS.apply.uploadAutograph, { autograph: PNG }, applicant.token);
  const submitted = await apiPost(request, PATHS.apply.submit, { acknowledge: 1, signature: signature.data.uid }, applicant.token);
  expect(submitted.status, submitted.message).toBe(200);
  const outcome = await operator(info, 'admit', 'scu', `+86${applicant.mobile}`, 'admitted', ...options);
  expect(outcome).toMatchObject({ ok: true, action: 'admit' });
  const link = String((outcome.details as { letter_url?: string }).letter_url);
  expect(link.startsWith(`${workerBaseURL(info)}/scu/apply/#/letter/admissionLetter?token=`), link).toBe(true);
  const token = new URLSearchParams(link.split('?')[1] ?? '').get('token') ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { token, session: applicant.token };
}

/** A fresh browser context (nobody signed in) on the letter page. */
async function openLetter(browser: Browser, info: TestInfo, token: string, lang: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: workerBaseURL(info), viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await openPortal(page, 'scu', `/letter/admissionLetter?token=${encodeURIComponent(token)}`, { lang });
  return page;
}

test('an admitted applicant\'s letter opens from its link without login, prints, and downloads as a PDF with the name', async ({ browser, request }, info) => {
  const { token, session } = await admittedApplicant(request, info, 'Ada Lovelace', '--title', 'Offer of admission', '--content', 'Welcome to the programme.');
  const admission = await apiGet<{ admission: { letter_token: string } }>(request, PATHS.apply.getAdmissionInfo, session);
  expect(admission.admission.letter_token).toBe(token);

  const context = await browser.newContext({ baseURL: workerBaseURL(info), acceptDownloads: true });
  const page = await context.newPage();
  let failOnce = true;
  await page.route((url) => url.pathname === PATHS.letter.admissionLetter, (route) => {
    if (!failOnce) return route.fallback();
    failOnce = false;
    return route.abort('internetdisconnected');
  });
  await openPortal(page, 'scu', `/letter/admissionLetter?token=${token}`, { lang: 'en' });
  await expect(page.getByRole('alert')).toContainText('The admission letter could not be loaded');
  await page.getByRole('button', { name: 'Try again' }).click();

  const letter = page.getByRole('article', { name: 'Offer of admission' });
  await expect(letter).toBeVisible();
  await expect(letter.getByRole('heading', { level: 1 })).toHaveText('Offer of admission');
  await expect(letter).toContainText('Welcome to the programme.');
  await expect(letter).toContainText('Sichuan University Graduate Admissions');
  await expect(letter.locator('[data-letter-applicant]')).toHaveText('Ada Lovelace');
  await expect(letter.locator('[data-letter-result="admitted"]')).toHaveText('Admitted');
  await expect(page).toHaveURL(/#\/letter\/admissionLetter\?token=/);
  await expectAccessible(page);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Letter actions' })).toBeHidden();
  await expect(letter).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const download = page.getByRole('link', { name: 'Download PDF' });
  await expect(download).toHaveAttribute('download', '');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('admission-letter-Ada Lovelace.pdf');
  const pdf = await readFile(await file.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const content = readPdf(pdf);
  expect(content.pages).toBe(1);
  expect(content.lines).toEqual(expect.arrayContaining(['Sichuan University Graduate Admissions', 'Applicant: Ada Lovelace', 'Dear Ada Lovelace,', 'Result: Admitted', 'Offer of admission', 'Welcome to the programme.']));
  await context.close();
});

test('a wrong or malformed letter link shows not found with the way home, without asking to log in', async ({ browser }, info) => {
  for (const token of [UNKNOWN_TOKEN, 'not-a-token', '']) {
    const page = await openLetter(browser, info, token, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
    await expect(page.getByText('This admission letter could not be found. Please check that the link is complete.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    await expect(page).toHaveURL(/#\/letter\/admissionLetter/);
    if (token === UNKNOWN_TOKEN) await expectAccessible(page);
    await page.context().close();
  }
});

const SMOKE = [
  { lang: 'sc', name: '李华', project: '四川大学研究生招生', result: '录取', download: '下载 PDF' },
  { lang: 'tc', name: '陳大文', project: '四川大學研究生招生', result: '錄取', download: '下載 PDF' },
] as const;

for (const smoke of SMOKE) {
  test(`the letter reads in ${smoke.lang}, fits 375 px and has no axe violations`, async ({ browser, request }, info) => {
    const { token } = await admittedApplicant(request, info, smoke.name);
    const page = await openLetter(browser, info, token, smoke.lang, 375);
    const letter = page.getByRole('article');
    await expect(letter.locator('[data-letter-applicant]')).toHaveText(smoke.name);
    await expect(letter).toContainText(smoke.project);
    await expect(letter.locator('[data-letter-result="admitted"]')).toHaveText(smoke.result);
    await expect(page.getByRole('link', { name: smoke.download })).toHaveAttribute('href', new RegExp(`lang=${smoke.lang}`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await page.context().close();
  });
}
