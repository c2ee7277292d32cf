import { type Page, expect, test } from './cspGuard';
import { fieldFrame, openDefinitions, openFixture, savedValues } from './gallery';

// 13-phone's two fields (and every module's phone field) bring their own codes; the full region list (every region
// libphonenumber-js knows, named by Intl.DisplayNames) is used by a phone field without `item`, so these tests open
// such a field as a definitions file in the gallery.
const FULL_LIST_PHONE = [{ id: 1, field: 'phone', name: { sc: '电话', tc: '電話', en: 'Phone' }, type: 13, required: 1, sort: 1 }];

const codeBox = (page: Page, name: string) => page.getByRole('region', { name: /^(Edit|编辑)$/ }).getByRole('combobox', { name });

test('the full region list is searched by English name: "Hong" finds Hong Kong, China +852', async ({ page }) => {
  await openDefinitions(page, 'phone-full-list.json', FULL_LIST_PHONE);
  const code = codeBox(page, 'Phone, country or region code');
  await expect(code).toHaveValue('Chinese Mainland +86'); // the default code
  await code.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option')).not.toHaveCount(0);
  expect(await listbox.getByRole('option').count(), 'the full list, not a handful of codes').toBeGreaterThan(10);
  await code.fill('Hong');
  await expect(listbox.getByRole('option')).toHaveText(['Hong Kong, China +852']);
  await listbox.getByRole('option', { name: 'Hong Kong, China +852' }).click();
  await expect(code).toHaveValue('Hong Kong, China +852');
  await expect.poll(() => savedValues(page)).toEqual({ phone: { code: '+852', number: '' } });

  // Searching by code works too.
  await code.click();
  await code.fill('852');
  await expect(listbox.getByRole('option', { name: 'Hong Kong, China +852' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('in Simplified Chinese "香港" finds Hong Kong', async ({ page }) => {
  await openDefinitions(page, 'phone-full-list.json', FULL_LIST_PHONE, { locale: 'sc' });
  const code = codeBox(page, '电话 国家或地区区号');
  await code.click();
  await code.fill('香港');
  const option = page.getByRole('listbox').getByRole('option', { name: /香港.*\+852$/ });
  await expect(option).toHaveCount(1);
  await option.click();
  await expect(code).toHaveValue(/香港.*\+852$/);
  const values = page.locator('pre[aria-label="保存的数据"]');
  await expect.poll(async () => JSON.parse((await values.textContent()) ?? '{}')).toEqual({ phone: { code: '+852', number: '' } });
});

test('the number keeps only digits, hyphens and parentheses, in a full-list field and in 13-phone', async ({ page }) => {
  await openDefinitions(page, 'phone-full-list.json', FULL_LIST_PHONE);
  const number = page.getByRole('region', { name: 'Edit' }).getByRole('textbox', { name: 'Phone, number' });
  await number.pressSequentially('(0852) ab9123-45x67 +#');
  await expect(number).toHaveValue('(0852)9123-4567');
  await expect.poll(async () => (await savedValues(page)).phone).toEqual({ code: '+86', number: '(0852)9123-4567' });

  await openFixture(page, '13-phone', { locale: 'en', view: 'edit' });
  const mobile = page.getByRole('region', { name: 'Edit' }).getByRole('textbox', { name: 'Mobile phone, number' });
  await mobile.pressSequentially('138abc0013 8.000');
  await expect(mobile).toHaveValue('13800138000');
  await mobile.fill('tel: 138-0013-8000!');
  await expect(mobile).toHaveValue('138-0013-8000');
});

test('+86 with a short number says "Please enter an 11-digit phone number" after blur', async ({ page }) => {
  await openFixture(page, '13-phone', { locale: 'en', view: 'edit' });
  const form = page.getByRole('region', { name: 'Edit' });
  const field = fieldFrame(form, 'mobile');
  const code = form.getByRole('combobox', { name: 'Mobile phone, country or region code' });
  const number = form.getByRole('textbox', { name: 'Mobile phone, number' });
  await expect(code).toHaveText('Chinese Mainland +86');
  await number.fill('1380013');
  const error = field.getByRole('alert').filter({ hasText: 'Please enter an 11-digit phone number' });
  await page.waitForTimeout(300); // past the validation pause: still nothing shown before blur
  await expect(error).toHaveCount(0);
  await number.blur();
  await expect(error).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await number.fill('13800138000');
  await expect(error).toHaveCount(0);

  // The same rule in a full-list field after choosing +86 there.
  await openDefinitions(page, 'phone-full-list.json', FULL_LIST_PHONE);
  const fullCode = codeBox(page, 'Phone, country or region code');
  await fullCode.click();
  await fullCode.fill('Hong');
  await page.getByRole('option', { name: 'Hong Kong, China +852' }).click();
  await fullCode.click();
  await fullCode.fill('Mainland');
  await page.getByRole('option', { name: 'Chinese Mainland +86' }).click();
  const fullNumber = page.getByRole('region', { name: 'Edit' }).getByRole('textbox', { name: 'Phone, number' });
  await fullNumber.fill('139123');
  await fullNumber.blur();
  await expect(fieldFrame(page.getByRole('region', { name: 'Edit' }), 'phone').getByRole('alert')).toHaveText('Please enter an 11-digit phone number');
});
