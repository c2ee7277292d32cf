import { writeFileSync } from 'node:fs';
import { expect, test, type TestInfo } from '../cspGuard';
import { PATHS } from '../../../protocol/paths';
import { openSignedIn, type Applicant } from './journeyApi';
import { field, fillText, PDF, upload } from './journeyUi';
import { operator } from './operator';
import { goTo, operatorTarget, submittedApplicant } from './resultsSupport';
import { expectAccessible } from './support';

/** The supplementary form the operator publishes: a required answer and an optional PDF. */
const FIELDS = [
  { id: 9101, field: 'research_plan', type: 1, required: 1, name: { sc: '研究计划', tc: '研究計劃', en: 'Research plan' } },
  { id: 9102, field: 'certificate', type: 8, required: 0, name: { sc: '证书', tc: '證書', en: 'Certificate' }, condition: { file_type: ['pdf'], file_size: 2, upload_sample: 1 } },
];

/** The operator passes review and publishes the supplementary form with a deadline in ten days. */
async function publish(info: TestInfo, applicant: Applicant): Promise<void> {
  const who = operatorTarget(applicant);
  await operator(info, 'review', 'scu', who, 'pass');
  const file = info.outputPath('supplementary-fields.json');
  writeFileSync(file, JSON.stringify(FIELDS));
  const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString();
  await operator(info, 'supplement', 'scu', who, '--fields', file, '--deadline', deadline);
}

test('supplementary materials: refused before review, then filled, kept on reload, previewed, submitted once and read-only', async ({ page, request }, info) => {
  const applicant = await submittedApplicant(request, info);
  await openSignedIn(page, applicant, '/supplement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Supplementary materials');
  await expect(page.getByTestId('supplement-unavailable')).toHaveText('Supplementary materials cannot be submitted because the application has not passed review');
  await expectAccessible(page);

  await publish(info, applicant);
  await page.reload();
  await expect(page.getByTestId('supplement-status')).toContainText('Please fill in and submit the supplementary materials by');
  await expect(page.getByTestId('supplement-draft-state')).toHaveText('Nothing saved yet');
  await page.getByRole('link', { name: 'Fill in the form' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Supplementary form');

  await fillText(page, 'research_plan', 'Protein folding with small models');
  await upload(page, 'certificate', [{ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await expect(page.getByTestId('apply-save-status')).toHaveAttribute('data-kind', 'saved');
  await expectAccessible(page);

  await page.reload();
  await expect(field(page, 'research_plan').getByRole('textbox')).toHaveValue('Protein folding with small models');
  await expect(field(page, 'certificate').getByRole('button', { name: /certificate\.pdf$/ }).first()).toBeVisible();
  await expect(page.getByTestId('apply-draft-notice')).toHaveCount(0);

  await page.getByRole('link', { name: 'Preview and submit' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Supplementary materials preview');
  await expect(page.getByRole('main')).toContainText('Protein folding with small models');
  await page.getByTestId('supplement-submit').click();
  const dialog = page.getByRole('dialog', { name: 'Submit the supplementary materials?' });
  await expect(dialog).toContainText('can no longer be changed');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByTestId('supplement-submit').click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('supplement-success')).toContainText('The supplementary materials were submitted on');
  await expect(page.getByTestId('supplement-submit')).toHaveCount(0);
  await expectAccessible(page);

  await goTo(page, '/supplementary-form');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Supplementary form');
  await expect(page.getByTestId('supplement-status')).toHaveAttribute('data-state', 'submitted');
  await expect(field(page, 'research_plan').getByRole('textbox')).toHaveValue('Protein folding with small models');
  await expect(field(page, 'research_plan').getByRole('textbox')).not.toBeEditable();
  await expect(page.getByTestId('supplement-save')).toHaveCount(0);
  await goTo(page, '/supplement');
  await expect(page.getByTestId('supplement-status')).toContainText('Submitted on');
  await expect(page.getByRole('link', { name: 'View the form' })).toBeVisible();
});

test('supplementary materials: a failed save keeps the typed answer, says so, and brings it back after a reload', async ({ page, request }, info) => {
  const applicant = await submittedApplicant(request, info);
  await publish(info, applicant);
  await openSignedIn(page, applicant, '/supplementary-form');
  await expect(field(page, 'research_plan').getByRole('textbox')).toBeVisible();
  await page.route(`**${PATHS.apply.saveSupplementary}`, (route) => route.abort('internetdisconnected'));
  await fillText(page, 'research_plan', 'Typed while offline');
  await page.getByTestId('supplement-save').click();
  await expect(page.getByTestId('apply-save-status')).toContainText('your input is kept in this browser');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByTestId('apply-draft-notice')).toContainText('Restored input from');
  await expect(field(page, 'research_plan').getByRole('textbox')).toHaveValue('Typed while offline');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByTestId('supplement-save').click();
  await expect(page.getByTestId('apply-save-status')).toHaveAttribute('data-kind', 'saved');
  await expect(page.getByTestId('apply-draft-notice')).toHaveCount(0);
});

test('supplementary materials in Simplified Chinese: an incomplete submission names the field and leads to it, at 375 px', async ({ page, request }, info) => {
  const applicant = await submittedApplicant(request, info);
  await publish(info, applicant);
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, applicant, '/supplement', 'sc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('补充材料');
  await expect(page.getByTestId('supplement-status')).toContainText('前填写并提交补充材料');
  await page.getByRole('link', { name: '预览并提交' }).click();
  await page.getByTestId('supplement-submit').click();
  await page.getByRole('dialog').getByRole('button', { name: '提交', exact: true }).click();
  const incomplete = page.getByTestId('supplement-incomplete');
  await expect(incomplete).toContainText('部分内容未填写或不符合要求');
  await expect(incomplete).toContainText('研究计划');
  await expectAccessible(page);
  await incomplete.getByRole('link', { name: '前往表单' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('补充材料表');
  await expect(field(page, 'research_plan')).toContainText('研究计划');
  await expect(field(page, 'research_plan').getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('supplementary materials in Traditional Chinese: the reason before review passed is translated', async ({ page, request }, info) => {
  const applicant = await submittedApplicant(request, info);
  await openSignedIn(page, applicant, '/supplement', 'tc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('補充材料');
  await expect(page.getByTestId('supplement-unavailable')).not.toBeEmpty();
  await expect(page.getByTestId('supplement-unavailable')).not.toContainText('Supplementary');
  await expectAccessible(page);
});
