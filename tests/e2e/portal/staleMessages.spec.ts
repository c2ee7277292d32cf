import { expect, test, type Page } from '../cspGuard';
import { chooseOpenBatch, drawSignature, fillModule, openSignedIn, registerApplicant, SCU_REQUIRED } from './journeyApi';
import { batchYears } from './support';

const ACK_ERROR = 'Please tick the acknowledgement before submitting';
const SIGNATURE_ERROR = 'Please accept the electronic-signature terms and sign before submitting';

const submitPanel = (page: Page) => page.getByRole('region', { name: 'Submit the application' });

test('the submit errors go once the boxes are ticked and the signature drawn', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, 'scu');
  await chooseOpenBatch(request, applicant);
  await openSignedIn(page, applicant, '/applyform?step=submit');
  const panel = submitPanel(page);
  await panel.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(panel.getByText(ACK_ERROR)).toBeVisible();
  await expect(panel.getByText(SIGNATURE_ERROR)).toBeVisible();

  await page.getByRole('checkbox', { name: 'I have read and confirm the acknowledgement above' }).check();
  await expect(panel.getByText(ACK_ERROR)).toHaveCount(0);
  await expect(panel.getByText(SIGNATURE_ERROR)).toBeVisible();

  await page.getByRole('checkbox', { name: 'I have read and accept the electronic-signature terms' }).check();
  await drawSignature(page);
  await expect(page.getByText('The signature is saved')).toBeVisible();
  await expect(panel.getByText(SIGNATURE_ERROR)).toHaveCount(0);
});

test('the track warning of the batch choice goes once a track is chosen', async ({ page, request }, info) => {
  const years = batchYears();
  const applicant = await registerApplicant(request, info, 'scu');
  await openSignedIn(page, applicant, '/applyform');
  await page.getByRole('combobox', { name: 'Batch' }).click();
  await page.getByRole('option', { name: new RegExp(`^Autumn ${years.next} — Open`) }).click();
  await page.getByRole('button', { name: 'Confirm choice' }).click();
  const warning = page.getByText('Please choose a track');
  await expect(warning).toBeVisible();

  await page.getByRole('combobox', { name: 'Track' }).click();
  await page.getByRole('option', { name: /^Professional master — Open/ }).click();
  await expect(warning).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm choice' }).click();
  await expect(page.getByTestId('apply-batch-chosen')).toContainText('Professional master');
});

test('the submitted notice goes once the application is withdrawn', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, 'scu');
  await chooseOpenBatch(request, applicant);
  for (const name of SCU_REQUIRED) await fillModule(request, info, applicant, name);
  await openSignedIn(page, applicant, '/applyform?step=submit');
  await page.getByRole('checkbox', { name: 'I have read and confirm the acknowledgement above' }).check();
  await page.getByRole('checkbox', { name: 'I have read and accept the electronic-signature terms' }).check();
  await drawSignature(page);
  await expect(page.getByText('The signature is saved')).toBeVisible();
  await submitPanel(page).getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application submitted');

  await page.goto(page.url().replace(/#.*$/, '#/applyform?step=submit'));
  const readOnly = page.getByTestId('apply-read-only');
  await expect(readOnly).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw the application' }).click();
  await page.getByRole('dialog', { name: 'Withdraw the application?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(submitPanel(page).getByRole('button', { name: 'Submit', exact: true })).toBeVisible();
  await expect(readOnly).toHaveCount(0);
  await expect(page.getByText('You have submitted, can no longer modify')).toHaveCount(0);
});
