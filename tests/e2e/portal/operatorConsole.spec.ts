import { expect, test } from '../cspGuard';
import { openSignedIn } from './journeyApi';
import { operatorTarget, submittedApplicant } from './resultsSupport';
import { expectAccessible } from './support';

const DAY = 86_400_000;

/** A `datetime-local` value `days` from now (the console reads it as Beijing time). */
const inDays = (days: number, hour: string) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T${hour}`;

test('en: an operator publishes an interview from /dev/operator and the applicant finds it in the message centre', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const applicant = await submittedApplicant(request, info);
  const account = operatorTarget(applicant);
  const place = `Room ${Math.floor(Math.random() * 900) + 100}, Teaching Building 3`;

  await page.goto('/dev/operator?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Operator console (development)');
  const scu = page.getByRole('region', { name: /\(scu\)$/ });
  const row = scu.getByRole('row').filter({ has: page.getByRole('link', { name: account, exact: true }) });
  await expect(row).toContainText('Journey Applicant');
  await expect(row).toContainText('submitted');
  await expectAccessible(page);

  await row.getByRole('link', { name: account, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Actions for Journey Applicant (${account}, scu)` })).toBeVisible();
  const form = page.getByRole('form', { name: 'Interview invitation' });
  await form.getByLabel('Interview time').fill(inDays(20, '09:30'));
  await form.getByLabel('Place').fill(place);
  await form.getByLabel('Notice').fill('Bring your identity document.');
  await form.getByLabel('Answer by').fill(inDays(10, '18:00'));
  await form.getByRole('button', { name: 'Publish' }).click();

  await expect(page.getByRole('status')).toHaveText(`Done: Interview invitation published for ${account}.`);
  expect(new URL(page.url()).searchParams.get('applicant')).toBe(account);
  await expect(page.getByRole('region', { name: /\(scu\)$/ }).getByRole('row').filter({ hasText: account })).toContainText('interview');
  await expectAccessible(page);

  await openSignedIn(page, applicant, '/message', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message centre');
  const invitation = page.getByRole('main').locator('[data-message-id]').filter({ hasText: 'Interview invitation from Sichuan University Graduate Admissions' });
  await expect(invitation).toHaveCount(1);
  await invitation.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interview invitation from Sichuan University Graduate Admissions');
  await expect(page.getByRole('main')).toContainText(place);
  await expect(page.getByRole('main')).toContainText('Bring your identity document.');
});
