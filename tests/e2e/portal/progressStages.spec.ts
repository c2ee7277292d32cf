import { expect, test, type Page } from '../cspGuard';
import { moduleIdOf, openSignedIn } from './journeyApi';
import { operator } from './operator';
import { expectNoSideScroll, operatorTarget, submittedApplicant } from './resultsSupport';
import { expectAccessible } from './support';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const stepOf = (page: Page, step: string) => page.locator(`li[data-step="${step}"]`);

test('a failed review shows its reason and every failed column with its reason on the progress', async ({ page, request }, info) => {
  const applicant = await submittedApplicant(request, info);
  const basic = moduleIdOf(info, 'scu', 'scu-basic-info');
  const education = moduleIdOf(info, 'scu', 'data-education-history');
  await operator(info, 'review', 'scu', operatorTarget(applicant), 'fail', '--reason', 'Materials are incomplete', '--column', `${basic}:fail:The photo is unclear`, '--column', `${education}:pass:`, '--column', 'materials:fail:The transcript is not legible');

  await openSignedIn(page, applicant, '/progress');
  const review = stepOf(page, 'review');
  await expect(review).toHaveAttribute('aria-current', 'step');
  await expect(review).toContainText('Review');
  await expect(review).toContainText('Failed: Materials are incomplete');
  await expect(page.getByText('Not passed: Materials are incomplete')).toBeVisible();
  const failed = page.getByRole('alert').filter({ hasText: 'Items that did not pass review' });
  await expect(failed.getByRole('listitem')).toHaveText(['Basic information: The photo is unclear', 'materials: The transcript is not legible']);
  const audit = page.getByRole('region', { name: 'Audit status' });
  await expect(audit.getByRole('row', { name: /Basic information.*Failed.*The photo is unclear/ })).toBeVisible();
  await expect(audit.getByRole('row', { name: /Education.*Passed/ })).toBeVisible();
  await expect(stepOf(page, 'supplementary')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Payments' })).toHaveCount(0);
  await expectAccessible(page);
});

test('passed review, supplementary form, re-examination, interview and admission appear as steps with links, with payments and invoices', async ({ page, request }, info) => {
  // Eight operator commands, each its own process: about 55 s on a loaded 2-core machine, near the default 60 s.
  test.slow();
  const applicant = await submittedApplicant(request, info);
  const who = operatorTarget(applicant);
  await operator(info, 'review', 'scu', who, 'pass');
  await operator(info, 'supplement', 'scu', who, '--fields', 'fixtures/operator/supplementary.json', '--deadline', inDays(10));
  await openSignedIn(page, applicant, '/progress');
  await expect(stepOf(page, 'review')).toContainText('Passed');
  const supplementary = stepOf(page, 'supplementary');
  await expect(supplementary).toHaveAttribute('aria-current', 'step');
  await expect(supplementary).toContainText('Please submit by');
  await expect(stepOf(page, 'interview')).toHaveCount(0);
  await expect(stepOf(page, 'admission')).toHaveCount(0);
  await supplementary.getByRole('link', { name: 'Open the supplementary materials' }).click();
  await expect(page).toHaveURL(/#\/supplement$/);

  await operator(info, 'retest', 'scu', who, '--fields', 'fixtures/operator/retest.json', '--item', `Written test|${inDays(5)}|Hall A`);
  await operator(info, 'interview', 'scu', who, '--time', inDays(7), '--place', 'Room 101', '--notice', 'Bring your ID card', '--confirm-by', inDays(3));
  await operator(info, 'admit', 'scu', who, 'admitted', '--title', 'Offer of admission');
  await operator(info, 'payment', 'scu', who, '--plan', 'Tuition 2027', '--type', 'Tuition', '--amount', '12345.5', '--date', '2027-03-01T09:00:00+08:00', '--method', 'Bank transfer', '--status', 'Paid');
  await operator(info, 'invoice', 'scu', who, '--billing-id', 'INV-2027-0042', '--type', 'VAT ordinary', '--amount', '12345.5', '--charge-type', 'Tuition', '--title', 'Example Trading Co., Ltd.', '--credit-code', '91110000MA01ABCDEF', '--date', '2027-03-02T09:00:00+08:00');

  await openSignedIn(page, applicant, '/progress');
  await expect(stepOf(page, 'completed')).toHaveAttribute('aria-current', 'step');
  await expect(stepOf(page, 'retest').getByRole('link', { name: 'Open the re-examination' })).toHaveAttribute('href', /#\/retest$/);
  const interview = stepOf(page, 'interview');
  await expect(interview).toContainText('Awaiting your answer by');
  await expect(interview.getByRole('link', { name: 'Open the interview invitation' })).toHaveAttribute('href', /#\/interview_invitation$/);
  const admission = stepOf(page, 'admission');
  await expect(admission).toContainText('Admitted');
  const letter = admission.getByRole('link', { name: 'Open the admission letter' });
  await expect(letter).toHaveAttribute('href', /#\/letter\/admissionLetter\?token=[\w%-]{20,}$/);

  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('row', { name: /Tuition 2027.*Tuition.*12,345\.50.*2027-03-01.*Bank transfer.*Paid/ })).toBeVisible();
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByRole('row', { name: /INV-2027-0042.*VAT ordinary.*12,345\.50.*Tuition.*Example Trading Co\., Ltd\..*91110000MA01ABCDEF.*2027-03-02/ })).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await expect(page.getByText('91110000MA01ABCDEF')).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);

  await letter.click();
  await expect(page).toHaveURL(/#\/letter\/admissionLetter\?token=/);
});

for (const [lang, texts] of [
  ['sc', { review: '审核未通过：材料不完整', failed: '未通过审核的项目', payments: '缴费记录', amount: '1,234.00' }],
  ['tc', { review: '審核未通過：材料不完整', failed: '未通過審核的項目', payments: '繳費記錄', amount: '1,234.00' }],
] as const) {
  test(`progress stages in ${lang}`, async ({ page, request }, info) => {
    const applicant = await submittedApplicant(request, info);
    const who = operatorTarget(applicant);
    await operator(info, 'review', 'scu', who, 'fail', '--reason', '材料不完整', '--column', 'materials:fail:成绩单不清晰');
    await operator(info, 'payment', 'scu', who, '--plan', '学费', '--type', '学费', '--amount', '1234', '--date', '2027-03-01T09:00:00+08:00', '--method', '银行转账', '--status', '已缴');
    await page.setViewportSize({ width: 375, height: 812 });
    await openSignedIn(page, applicant, '/progress', lang);
    await expect(stepOf(page, 'review')).toContainText(texts.review);
    await expect(page.getByRole('alert').filter({ hasText: texts.failed })).toContainText('成绩单不清晰');
    await expect(page.getByRole('heading', { name: texts.payments })).toBeVisible();
    await expect(page.getByText(texts.amount)).toBeVisible();
    await expectNoSideScroll(page);
    await expectAccessible(page);
  });
}
