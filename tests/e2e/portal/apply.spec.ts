import { expect, test, type Page, type TestInfo } from '../cspGuard';
import { solveNewestCaptcha } from './journeyApi';
import { upload } from './journeyUi';
import { DEMO_PASSWORD, codeOf, expectAccessible, latestMessage, openPortal } from './support';

const DOMAIN = 'scu';
const MODULE = 'Statement and documents';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Registers a fresh phone applicant on scu (signed in afterwards). */
async function registerApplicant(page: Page, info: TestInfo): Promise<void> {
  const mobile = `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await openPortal(page, DOMAIN, '/register', { lang: 'en' });
  await page.getByLabel(/^Name/).fill('Apply Tester');
  await page.getByLabel(/^City/).fill('Chengdu');
  await page.getByLabel(/^Mobile number/).fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  const sms = await latestMessage(page.request, `+86${mobile}`);
  await page.getByLabel(/^Verification code/).fill(codeOf(sms));
  await expect(page.getByRole('button', { name: 'Picture captcha, select to get a new one' }).locator('img')).toBeVisible();
  await page.getByLabel('Picture captcha', { exact: false }).first().fill(solveNewestCaptcha(info));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
}

/** Chooses the open autumn batch and its first track in the side menu. */
async function chooseBatch(page: Page): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Application modules' });
  await menu.getByRole('combobox', { name: /^Batch/ }).click();
  await expect(page.getByRole('option', { name: /Spring .* Closed/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('option', { name: /Winter .* Not open yet/ })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: /Autumn .* Open/ }).click();
  await menu.getByRole('combobox', { name: /^Track/ }).click();
  await page.getByRole('option', { name: /Academic master/ }).click();
  await menu.getByRole('button', { name: 'Confirm choice' }).click();
  await expect(page.getByTestId('apply-batch-chosen')).toContainText('Academic master');
}

/** Registers, chooses a batch and opens the statement module. */
async function openModule(page: Page, info: TestInfo): Promise<void> {
  await registerApplicant(page, info);
  await openPortal(page, DOMAIN, '/applyform', { lang: 'en' });
  await chooseBatch(page);
  await page.getByRole('link', { name: new RegExp(`^${MODULE} \\(required`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: MODULE })).toBeVisible();
}

const statement = (page: Page) => page.getByRole('textbox', { name: /^Personal statement/ });
const status = (page: Page) => page.getByTestId('apply-save-status');

test('batch choice, partial save, draft restored after a crash, complete with real uploads', async ({ page }, info) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await registerApplicant(page, info);
  await openPortal(page, DOMAIN, '/applyform', { lang: 'en' });
  await expect(page.getByRole('heading', { level: 1, name: 'Application form' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${MODULE}`) }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose application type' })).toBeVisible();
  await expectAccessible(page);
  await chooseBatch(page);
  await expect(page.getByText('0 of 5 modules complete', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${MODULE} \\(required, not filled`) }).click();

  await statement(page).fill('I have always wanted to study mathematics.');
  await page.getByTestId('apply-save').click();
  await expect(status(page)).toContainText(/partly: \d+ fields still need attention/);
  await expect(page.getByRole('link', { name: `${MODULE} (required, partly saved)` })).toBeVisible();
  await expect(page.getByText(/Curriculum vitae.*|Required fields cannot be empty/).first()).toBeVisible();

  // A crash: the save never reaches the server, the page reloads; the draft comes back with a notice.
  await page.route('**/v1/enroll/apply/basic', (route) => route.abort('connectionrefused'));
  await statement(page).fill('I have always wanted to study mathematics. Added before the crash.');
  const drafts = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portal-draft:')).map((key) => localStorage.getItem(key) ?? ''));
  await expect.poll(async () => (await drafts()).some((text) => text.includes('Added before the crash'))).toBe(true);
  await page.reload();
  await expect(page.getByTestId('apply-draft-notice')).toBeVisible();
  await expect(statement(page)).toHaveValue(/Added before the crash\./);
  await page.unroute('**/v1/enroll/apply/basic');
  await expectAccessible(page);

  // Stored, not only on its way: a stored picture shows as its thumbnail (named by its alt text), no longer as text.
  await upload(page, 'cv', [{ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await upload(page, 'transcript_images', [{ name: 'transcript.png', mimeType: 'image/png', buffer: PNG }]);
  await page.getByTestId('apply-save').click();
  await expect(status(page)).toContainText('this module is complete');
  await expect(page.getByRole('link', { name: `${MODULE} (required, complete)` })).toBeVisible();
  await expect(page.getByText('1 of 5 modules complete', { exact: false })).toBeVisible();
  await page.reload();
  await expect(statement(page)).toHaveValue(/Added before the crash\./);
  await expect(page.getByTestId('apply-draft-notice')).toHaveCount(0);
});

test('a field the server flagged is cleared by the next autosave once it is corrected', async ({ page }, info) => {
  await openModule(page, info);
  await statement(page).fill('I have always wanted to study mathematics.');
  await page.getByTestId('apply-save').click();
  await expect(status(page)).toContainText(/partly: 2 fields still need attention/);
  const cvField = page.locator('#field-cv-label').locator('xpath=..');
  const transcriptField = page.locator('#field-transcript_images-label').locator('xpath=..');
  await expect(cvField.getByText('Required fields cannot be empty')).toBeVisible();

  await page.locator('input[type=file]').nth(0).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(status(page)).toContainText('partly: 1 field still needs attention', { timeout: 15_000 });
  await expect(cvField.getByText('Required fields cannot be empty')).toHaveCount(0);
  await expect(transcriptField.getByText('Required fields cannot be empty')).toBeVisible();
});

test('a save while the server is down is retried with backoff and nothing is lost', async ({ page }, info) => {
  await openModule(page, info);
  let refused = 0;
  await page.route('**/v1/enroll/apply/basic', async (route) => {
    if (refused < 2) {
      refused += 1;
      return route.abort('connectionrefused');
    }
    return route.continue();
  });
  await statement(page).fill('Typed while the server restarts.');
  await page.getByTestId('apply-save').click();
  await expect(status(page)).toContainText(/Could not save \(the server cannot be reached\)\. Retry 1 in 1 s/);
  await expect(status(page)).toContainText(/Retry 2 in 2 s/);
  await expect(status(page)).toContainText('Saved', { timeout: 10_000 });
  expect(refused).toBe(2);
  await page.unroute('**/v1/enroll/apply/basic');
  await page.reload();
  await expect(statement(page)).toHaveValue('Typed while the server restarts.');
  await expect(page.getByTestId('apply-draft-notice')).toHaveCount(0);
});

test('a newer save from a second tab is explained (409) and both versions stay reachable', async ({ page }, info) => {
  await openModule(page, info);
  await statement(page).fill('First tab, first save.');
  await page.getByTestId('apply-save').click();
  await expect(status(page)).toContainText('Saved');
  const menuId = Number(new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('menu_id'));
  const other = await page.evaluate(async (menu) => {
    const stored = (JSON.parse(localStorage.getItem('portal-session') ?? '{}') as { state?: { shortName: string; projects: Record<string, { token: string }> } }).state;
    const token = stored?.projects[stored.shortName]?.token ?? '';
    const body = new URLSearchParams({ menu_id: String(menu), value: JSON.stringify({ statement: 'Saved in the second tab.' }), version: '1' });
    const reply = await fetch('/v1/enroll/apply/basic', { method: 'POST', body, headers: { appid: 'enroll-portal', lang: 'en', token } });
    return (await reply.json()) as { status: number; data: { version: number } };
  }, menuId);
  expect(other).toMatchObject({ status: 200, data: { version: 2 } });

  await statement(page).fill('First tab, typed later.');
  await page.getByTestId('apply-save').click();
  const notice = page.getByTestId('apply-stale-notice');
  await expect(notice).toContainText('A newer version of this module was saved elsewhere');
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Load the newer version' }).click();
  await expect(statement(page)).toHaveValue('Saved in the second tab.');
  await page.getByTestId('apply-stash-notice').getByRole('button', { name: 'Restore my input' }).click();
  await expect(statement(page)).toHaveValue('First tab, typed later.');
  await expect(status(page)).toContainText('Saved');
  await page.reload();
  await expect(statement(page)).toHaveValue('First tab, typed later.');
});
