import { expect, test } from '../cspGuard';
import { chooseOpenBatch, openSignedIn, registerApplicant } from './journeyApi';
import { openPortal } from './support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('register: the captcha has a text alternative, the toggles are in normal case, the mainland is named as in forms', async ({ page }) => {
  await openPortal(page, 'scu', '/register', { lang: 'en' });
  await expect(page.getByRole('img', { name: 'Picture captcha: type the characters it shows' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get a new picture captcha' })).toBeVisible();
  const byPhone = page.getByRole('button', { name: 'By phone' });
  await expect(byPhone).toBeVisible();
  expect(await byPhone.evaluate((element) => getComputedStyle(element).textTransform)).toBe('none');
  await expect(page.locator('#register-phone-code option:checked')).toHaveText('Chinese Mainland +86');
  await expect(page.locator('#register-phone-code option[value="+852"]')).toHaveText('Hong Kong, China +852');
});

test('a file the server refuses names the cause, has no Retry and does not count against the limit', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, 'scu');
  await chooseOpenBatch(request, applicant);
  await openSignedIn(page, applicant, '/applyform');
  await page.getByRole('link', { name: /^Statement and documents/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Statement and documents' })).toBeVisible();
  const cv = page.locator('input[type=file]').nth(0);
  // A picture named .pdf passes the browser's extension check; the server reads the bytes and refuses it.
  await cv.setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: PNG });
  await expect(page.getByRole('alert').filter({ hasText: /^photo\.pdf: Please upload a document in pdf format\.$/ })).toBeVisible();
  await expect(page.getByText(/File upload failed/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('cv.pdf').first()).toBeVisible();
  await expect(page.getByText('The number of files is limited')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'photo.pdf' })).toHaveCount(0);
});
