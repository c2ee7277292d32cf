import { expect, test } from '../cspGuard';
import { openSignedIn } from './journeyApi';
import { operator } from './operator';
import { expectNoSideScroll, goTo, operatorTarget, submittedApplicant } from './resultsSupport';
import { expectAccessible } from './support';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

test('interview: invitation declined only with a reason, accepted, then the result protocol confirmed', async ({ page, request }, info) => {
  // A whole journey with two operator CLI runs and three accessibility checks: about 40 s on an idle 2-core machine.
  test.setTimeout(120_000);
  const applicant = await submittedApplicant(request, info);
  const who = operatorTarget(applicant);
  await openSignedIn(page, applicant, '/interview_invitation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interview invitation');
  await expect(page.getByTestId('interview-empty')).toContainText('You have not been invited to an interview yet.');
  await expectAccessible(page);

  await operator(info, 'interview', 'scu', who, '--time', inDays(7), '--place', 'Room 101, Main Building', '--notice', 'Bring your ID card', '--confirm-by', inDays(3));
  await page.reload();
  const details = page.getByTestId('interview-details');
  await expect(details).toContainText('Room 101, Main Building');
  await expect(details).toContainText('Bring your ID card');
  await expect(details).toContainText('Answer by');

  await page.getByTestId('interview-decline').click();
  const dialog = page.getByRole('dialog', { name: 'Decline the interview' });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('interview-decline-send').click();
  await expect(dialog).toContainText('Please give a reason for declining');
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByTestId('interview-accept').click();
  const answer = page.getByTestId('interview-answer');
  await expect(answer).toHaveAttribute('data-answer', 'accepted');
  await expect(answer).toContainText('You accepted this invitation on');
  await page.reload();
  await expect(answer).toHaveAttribute('data-answer', 'accepted');
  await expect(page.getByTestId('interview-accept')).toHaveCount(0);

  // The decision screen reached from the progress is the same.
  await goTo(page, '/is_interview');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interview invitation');
  await expect(answer).toHaveAttribute('data-answer', 'accepted');

  await goTo(page, '/interview_result_confirm');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interview result');
  await expect(page.getByTestId('interview-empty')).toHaveText('No interview result has been published yet.');

  await operator(info, 'interview-result', 'scu', who, 'pass', '--protocol', 'I will enrol in the autumn term and keep the programme rules.');
  await page.reload();
  await expect(page.getByTestId('interview-result')).toHaveText('You passed the interview.');
  await expectAccessible(page);
  await page.getByTestId('interview-to-protocol').click();
  await expect(page).toHaveURL(/#\/interview_result_confirm\/protocol$/);
  await expect(page.getByTestId('interview-protocol-content')).toHaveText('I will enrol in the autumn term and keep the programme rules.');
  const confirm = page.getByTestId('interview-protocol-confirm');
  await expect(confirm).toBeDisabled();
  await page.getByLabel('I have read and agree to the agreement above').check();
  await confirm.click();
  await expect(page.getByTestId('interview-protocol-state')).toContainText('You confirmed the agreement on');
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByTestId('interview-protocol-state')).toContainText('You confirmed the agreement on');
  await expect(confirm).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the interview result' }).click();
  await expect(page.getByTestId('interview-protocol-state')).toBeVisible();
});

test('interview: decline with a reason, at 375 px', async ({ page, request }, info) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const applicant = await submittedApplicant(request, info);
  await operator(info, 'interview', 'scu', operatorTarget(applicant), '--time', inDays(7), '--place', 'Online', '--notice', 'A link follows by e-mail', '--confirm-by', inDays(3));
  await openSignedIn(page, applicant, '/interview_invitation');
  await expect(page.getByTestId('interview-details')).toContainText('Online');
  await expectNoSideScroll(page);
  await page.getByTestId('interview-decline').click();
  const dialog = page.getByRole('dialog', { name: 'Decline the interview' });
  await dialog.getByTestId('interview-decline-reason').fill('I have an exam that day');
  await dialog.getByTestId('interview-decline-send').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('interview-answer')).toContainText('Reason: I have an exam that day');
  await expectNoSideScroll(page);
});

test('interview screens smoke in sc and tc', async ({ page, request }, info) => {
  const applicant = await submittedApplicant(request, info);
  const who = operatorTarget(applicant);
  await operator(info, 'interview', 'scu', who, '--time', inDays(7), '--place', '二号楼', '--notice', '请携带身份证', '--confirm-by', inDays(3));
  await operator(info, 'interview-result', 'scu', who, 'pass', '--protocol', '本人同意入学协议。');
  await openSignedIn(page, applicant, '/interview_invitation', 'sc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('面试邀请');
  await expect(page.getByTestId('interview-details')).toContainText('二号楼');
  await expect(page.getByTestId('interview-accept')).toHaveText('接受邀请');
  await expectAccessible(page);
  await goTo(page, '/interview_result_confirm/protocol');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('面试结果确认协议');
  await expect(page.getByTestId('interview-protocol-content')).toHaveText('本人同意入学协议。');

  const tc = await page.context().newPage();
  await openSignedIn(tc, applicant, '/interview_result_confirm', 'tc');
  await expect(tc.getByRole('heading', { level: 1 })).toHaveText('面試結果');
  await expect(tc.getByTestId('interview-result')).toHaveText('您已通過面試。');
  await expectAccessible(tc);
});
