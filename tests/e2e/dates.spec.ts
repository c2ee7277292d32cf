import { type Page, expect, test } from './cspGuard';
import { fieldFrame, openFixture, savedValues } from './gallery';

// 06-date: a date of each precision; the interview slot (date and time) must fall between 1 and 20 December 2026.

/** The script files the page has asked for whose name starts with `name`. */
function requestsFor(page: Page, name: string): string[] {
  const found: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (file.startsWith(name) && file.endsWith('.js')) found.push(file);
  });
  return found;
}

test('date fields open without the picker: typing needs no picker script, the calendar loads it on its first opening', async ({ page }) => {
  const calendarScripts = requestsFor(page, 'CalendarPopup');
  await openFixture(page, '06-date', { locale: 'en' });
  const form = page.getByRole('region', { name: 'Edit' });
  await expect(form.getByRole('button', { name: /^Choose date/ })).toHaveCount(5);
  await expect(page.locator('.MuiPickersPopper-root, .MuiDateCalendar-root, .MuiPickersTextField-root')).toHaveCount(0);

  const year = form.getByRole('textbox', { name: /^Year of bachelor graduation/ });
  await year.click();
  await year.pressSequentially('2022');
  await expect(year).toHaveValue('2022');
  const gaokao = form.getByRole('textbox', { name: /^Gaokao date/ });
  await gaokao.click();
  await gaokao.pressSequentially('2019/6/1');
  await gaokao.press('Tab');
  await expect(gaokao).toHaveValue('2019-06-01');
  await expect.poll(() => savedValues(page)).toMatchObject({ graduation_year: '2022', gaokao_date: '2019-06-01' });
  expect(calendarScripts, 'typing loads no picker').toEqual([]);

  const button = fieldFrame(form, 'gaokao_date').getByRole('button', { name: /^Choose date/ });
  await button.click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByText('June 2019')).toBeVisible();
  // One chunk, however often the browser itself asks for it.
  expect(new Set(calendarScripts).size).toBe(1);
  await calendar.getByRole('gridcell', { name: '14' }).click();
  await expect(calendar).toHaveCount(0);
  await expect(gaokao).toHaveValue('2019-06-14');
  await expect.poll(() => savedValues(page)).toMatchObject({ gaokao_date: '2019-06-14' });
  await expect(fieldFrame(form, 'gaokao_date').getByRole('button', { name: 'Choose date, selected date is Jun 14, 2019' })).toBeFocused();
});

test('going from an open calendar to its input, or to another field, keeps every key typed there', async ({ page }) => {
  await openFixture(page, '06-date', { locale: 'en' });
  const form = page.getByRole('region', { name: 'Edit' });
  const gaokao = form.getByRole('textbox', { name: /^Gaokao date/ });
  const id = form.getByRole('textbox', { name: /^Mainland ID card number/ });
  for (const [target, keys, shown] of [[gaokao, '20190601', '2019-06-01'], [id, '510104', '510104']] as const) {
    await fieldFrame(form, 'gaokao_date').getByRole('button', { name: /^Choose date/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await target.click();
    await target.pressSequentially(keys, { delay: 60 });
    await expect(target).toBeFocused();
    await expect(target).toHaveValue(shown);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('a date and time outside limit_date shows the limit tips once the field is left, and one inside clears them', async ({ page }) => {
  await openFixture(page, '06-date', { locale: 'en' });
  const form = page.getByRole('region', { name: 'Edit' });
  const slot = form.getByRole('textbox', { name: /^Interview slot/ });
  const tips = fieldFrame(form, 'interview_slot').getByRole('alert').filter({ hasText: 'Interviews take place between 1 and 20 December 2026' });
  await slot.click();
  await slot.pressSequentially('202701010930');
  await expect(slot).toHaveValue('2027-01-01 09:30');
  await page.waitForTimeout(300);
  await expect(tips).toHaveCount(0);
  await slot.press('Tab');
  await expect(tips).toBeVisible();
  await expect(slot).toHaveAttribute('aria-invalid', 'true');
  await slot.click();
  await slot.press('ControlOrMeta+a');
  await slot.pressSequentially('202612050930');
  await expect(tips).toHaveCount(0);
  await expect.poll(() => savedValues(page)).toMatchObject({ interview_slot: '2026-12-05 09:30' });
});
