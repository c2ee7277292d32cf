import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../cspGuard';
import type { MenuData } from '../../../protocol/apply';
import { PATHS } from '../../../protocol/paths';
import type Messages from '../../../locales/en.json';
import { apiGet, chooseOpenBatch, drawSignature, fillModule, openSignedIn, registerApplicant, SCU_REQUIRED } from './journeyApi';
import {
  field,
  fillBasicInfo,
  fillEducation,
  fillEveryFieldType,
  fillRecommenders,
  fillStatement,
  fillText,
  upload,
  openModule,
  saveComplete,
  saveStatus,
  sideMenu,
} from './journeyUi';
import { ownServerPort } from '../servers';
import { OwnServer } from './ownServer';
import { batchYears, DEMO_PASSWORD, demoEmail, expectAccessible, expectImagesLoaded } from './support';

const YEARS = batchYears();

const hashRoute = (page: Page): string => new URL(page.url()).hash.slice(1);
const goRoute = (page: Page, route: string) => page.goto(page.url().replace(/#.*$/, `#${route}`));
const drafts = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portal-draft:')).map((key) => localStorage.getItem(key) ?? ''));
const STATEMENT = 'I have always wanted to study applied mathematics, and numerical analysis most of all.';

test('scu in English: choose a batch on home, fill every module and field type, draft after a partial save, preview, submit, read-only, withdraw and refill', async ({ page, request }, info) => {
  test.setTimeout(420_000);
  page.on('dialog', (dialog) => void dialog.accept());
  const applicant = await registerApplicant(request, info, 'scu');
  await openSignedIn(page, applicant, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application home');
  await expectAccessible(page);
  await page.getByRole('button', { name: `Choose and apply: Autumn ${YEARS.next} · Academic master` }).click();
  await expect.poll(() => hashRoute(page)).toBe('/applyform');
  await expect(sideMenu(page).getByText(`Chosen: Autumn ${YEARS.next} / Academic master`)).toBeVisible();
  await expect(sideMenu(page).getByText('0 of 5 modules complete')).toBeVisible();
  await expectAccessible(page);

  // A partial save, then input that never reaches the server comes back after a reload with its notice.
  await openModule(page, 'Basic information');
  await fillText(page, 'name', '王晓明');
  await page.getByTestId('apply-save').click();
  await expect(saveStatus(page)).toContainText(/partly: \d+ fields still need attention/);
  await expect(sideMenu(page).getByRole('link', { name: 'Basic information (required, partly saved)' })).toBeVisible();
  await page.route('**/v1/enroll/apply/basic', (route) => route.abort('connectionrefused'));
  await fillText(page, 'name_pinyin', 'Wang Xiaoming');
  await expect.poll(async () => (await drafts(page)).some((text) => text.includes('Wang Xiaoming'))).toBe(true);
  await page.reload();
  await expect(page.getByTestId('apply-draft-notice')).toContainText('Restored input from');
  await expect(field(page, 'name_pinyin').getByRole('textbox')).toHaveValue('Wang Xiaoming');
  await expect(field(page, 'name').getByRole('textbox')).toHaveValue('王晓明');
  await expectAccessible(page);
  await page.unroute('**/v1/enroll/apply/basic');
  await fillBasicInfo(page);
  await expect(field(page, 'photo').getByRole('img', { name: 'photo.png', exact: true })).toBeVisible();
  await expectImagesLoaded(page);
  await saveComplete(page, 'Basic information');

  await openModule(page, 'Education background');
  await fillEducation(page);
  await saveComplete(page, 'Education background');
  await openModule(page, 'Statement and documents');
  await fillStatement(page, STATEMENT);
  await saveComplete(page, 'Statement and documents');
  await openModule(page, 'Every field type');
  await fillEveryFieldType(page);
  await expectAccessible(page);
  await saveComplete(page, 'Every field type');
  await openModule(page, 'Recommenders');
  await fillRecommenders(page, [
    { name: 'Zhang Jianguo', email: 'zhang.jianguo@example.edu' },
    { name: 'Emily Carter', email: 'emily.carter@example.edu' },
  ]);
  await saveComplete(page, 'Recommenders');
  await expect(sideMenu(page).getByText('5 of 5 modules complete')).toBeVisible();
  await expectAccessible(page);

  // Preview, horizontal layout: every module with its saved values.
  await goRoute(page, '/preview');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application preview');
  await expect(page.locator('.preview-layout')).toHaveAttribute('data-layout', 'horz');
  await expect(page.getByRole('navigation', { name: 'Application modules' }).getByRole('button')).toHaveText(['Basic information', 'Education background', 'Statement and documents', 'Every field type', 'Recommenders']);
  for (const text of ['Wang Xiaoming', 'Peking University', STATEMENT, 'emily.carter@example.edu']) await expect(page.getByText(text).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'photo.png', exact: true })).toBeVisible();
  await expectImagesLoaded(page);
  await expectAccessible(page);

  // Submit with the acknowledgement and a drawn signature.
  await goRoute(page, '/applyform?step=submit');
  const panel = page.getByRole('region', { name: 'Submit the application' });
  await expect(panel.getByText('Every required module is complete')).toBeVisible();
  await panel.getByRole('checkbox', { name: 'I have read and confirm the acknowledgement above' }).check();
  await panel.getByRole('checkbox', { name: 'I have read and accept the electronic-signature terms' }).check();
  // The signature drawn in the every-field-type module is on file (uploadAutograph): the panel offers it.
  await expect(panel.getByText('Your signature on file will be used')).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Signature on file' })).toBeVisible();
  await expectImagesLoaded(page);
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect.poll(() => hashRoute(page)).toBe('/submittedSuccess');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application submitted');
  await expectAccessible(page);

  // Read-only modules.
  await goRoute(page, '/applyform');
  await openModule(page, 'Basic information');
  await expect(page.getByText('You have submitted, can no longer modify').first()).toBeVisible();
  await expect(page.getByTestId('apply-save')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Full name' })).toBeDisabled();
  await expectAccessible(page);
  await goRoute(page, '/progress');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Withdraw and refill, each confirmed.
  await goRoute(page, '/preview');
  await expect(page.getByText('You have submitted, can no longer modify')).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw the application' }).click();
  await page.getByRole('dialog', { name: 'Withdraw the application?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The application is withdrawn and can be edited again')).toBeVisible();
  expect((await apiGet<MenuData>(request, PATHS.apply.menu, applicant.token)).status).toBe('withdrawn');
  await page.getByRole('button', { name: 'Start again' }).click();
  await page.getByRole('dialog', { name: 'Start the application again?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Started again: please choose a batch')).toBeVisible();
  expect(await apiGet<MenuData>(request, PATHS.apply.menu, applicant.token)).toMatchObject({ status: 'draft', batch_state: 0 });
});

test('a save interrupted by a server crash (SIGKILL) is retried, and after the restart nothing is lost', async ({ page }, info) => {
  test.setTimeout(150_000);
  page.on('dialog', (dialog) => void dialog.accept());
  const server = new OwnServer(ownServerPort(info));
  try {
    await server.start();
    await page.goto(`${server.url}/scu/apply/?lang=en#/login`);
    const login = page.getByRole('tabpanel');
    await login.getByLabel(/e-mail|account/i).first().fill(demoEmail('scu'));
    await login.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^log in$/i }).click();
    await expect(page.getByRole('button', { name: 'Demo Applicant' })).toBeVisible();
    await page.goto(`${server.url}/scu/apply/?lang=en#/applyform`);
    const menu = sideMenu(page);
    await menu.getByRole('combobox', { name: /^Batch/ }).click();
    await page.getByRole('option', { name: /Autumn .* Open/ }).click();
    await menu.getByRole('combobox', { name: /^Track/ }).click();
    await page.getByRole('option', { name: /Academic master/ }).click();
    await menu.getByRole('button', { name: 'Confirm choice' }).click();
    await openModule(page, 'Statement and documents');

    // Typed, the autosave pending (2.5 s debounce): the server dies.
    await fillText(page, 'statement', 'Typed just before the server went away.');
    await expect(saveStatus(page)).toContainText('Unsaved changes');
    await server.crash();
    await expect(saveStatus(page)).toContainText(/Could not save \(.+\)\. Retry \d+ in \d+ s; your input is kept in this browser/, { timeout: 20_000 });
    await expectAccessible(page);
    await server.start();
    await expect(saveStatus(page)).toContainText(/^Saved \(/, { timeout: 45_000 });

    // The value is on the server: with the browser's drafts discarded, the reloaded page still shows it.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('portal-draft:')) localStorage.removeItem(key);
    });
    await page.reload();
    await expect(field(page, 'statement').getByRole('textbox')).toHaveValue('Typed just before the server went away.');
    await expect(page.getByTestId('apply-draft-notice')).toHaveCount(0);
    await expect(sideMenu(page).getByRole('link', { name: 'Statement and documents (required, partly saved)' })).toBeVisible();
  } finally {
    await server.dispose();
  }
});

test('sc: the preview is in the vertical layout, menu across the top, without axe violations', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, 'sc');
  await chooseOpenBatch(request, applicant);
  for (const name of SCU_REQUIRED) await fillModule(request, info, applicant, name);
  await openSignedIn(page, applicant, '/preview');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application preview');
  await expect(page.locator('.preview-layout')).toHaveAttribute('data-layout', 'vert');
  const [menuBox, first] = await Promise.all([page.getByRole('navigation', { name: 'Application modules' }).boundingBox(), page.locator('.preview-module').first().boundingBox()]);
  if (!menuBox || !first) throw new Error('no layout boxes');
  expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(first.y);
  await expect(page.getByText('Wang Xiaoming').first()).toBeVisible();
  await expectAccessible(page);
});

/** The messages of one language (the portal's own locale files). */
const messagesOf = (lang: 'tc' | 'en') => JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as typeof Messages;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

for (const lang of ['tc', 'en'] as const) {
  test(`smoke in ${lang}: choose a batch, fill and save a module, preview and submit, the texts in ${lang}`, async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const t = messagesOf(lang);
    const applicant = await registerApplicant(request, info, 'scu');
    await openSignedIn(page, applicant, '/', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.portal.home.title);
    await expectAccessible(page);
    await page.getByRole('button', { name: new RegExp(`^${fill(t.portal.home.chooseLabel, { batch: '', track: '' }).split(' ·')[0]}`) }).first().click();
    await expect.poll(() => hashRoute(page)).toBe('/applyform');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.portal.apply.title);

    await sideMenu(page, t.portal.apply.menu.label).getByRole('list').getByRole('link').nth(2).click();
    await fillText(page, 'statement', lang === 'tc' ? '我一直希望攻讀應用數學。' : STATEMENT);
    await upload(page, 'cv', [{ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }]);
    await upload(page, 'transcript_images', [{ name: 'page1.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64') }]);
    await page.getByTestId('apply-save').click();
    await expect(sideMenu(page, t.portal.apply.menu.label).getByRole('list').getByRole('link').nth(2)).toHaveAccessibleName(new RegExp(`${t.portal.apply.state.done}[)）]$`), { timeout: 15_000 });
    await expectAccessible(page);
    for (const name of ['scu-basic-info', 'data-education-history', 'sc-recommenders']) await fillModule(request, info, applicant, name);

    await goRoute(page, '/preview');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.portal.preview.title);
    await expectAccessible(page);
    await goRoute(page, '/applyform?step=submit');
    const panel = page.getByRole('region', { name: t.portal.submit.title });
    await expect(panel.getByText(t.portal.submit.complete)).toBeVisible();
    await panel.getByRole('checkbox', { name: t.portal.submit.acknowledge }).check();
    await panel.getByRole('checkbox', { name: t.portal.submit.signatureAccept }).check();
    await drawSignature(page, t.media.signature.save);
    await expect(panel.getByText(t.portal.submit.signatureSaved)).toBeVisible();
    await panel.getByRole('button', { name: t.portal.submit.submit, exact: true }).click();
    await expect.poll(() => hashRoute(page)).toBe('/submittedSuccess');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.portal.submit.successTitle);
    await expectAccessible(page);
  });
}
