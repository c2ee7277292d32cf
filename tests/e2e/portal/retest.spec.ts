import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '../cspGuard';
import { openSignedIn } from './journeyApi';
import { field, fillText } from './journeyUi';
import { operator } from './operator';
import { expectNoSideScroll, operatorTarget, submittedApplicant } from './resultsSupport';
import { expectAccessible } from './support';

/** The re-examination form the operator publishes: a required answer and an optional note. */
const FIELDS = [
  { id: 9201, field: 'retest_subject', type: 1, required: 1, name: { sc: '复试科目', tc: '複試科目', en: 'Chosen subject' } },
  { id: 9202, field: 'retest_note', type: 1, required: 0, name: { sc: '备注', tc: '備註', en: 'Note' } },
];

const state = (page: Page) => page.getByTestId('retest-state');

test('re-examination: empty until published, then arrangements and a form saved partly, then complete, kept on reload', async ({ page, request }, info) => {
  const applicant = await submittedApplicant(request, info);
  await openSignedIn(page, applicant, '/retest');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Re-examination');
  await expect(page.getByTestId('retest-empty')).toContainText('No re-examination has been arranged for you yet.');
  await expectAccessible(page);

  const file = info.outputPath('retest-fields.json');
  writeFileSync(file, JSON.stringify(FIELDS));
  await operator(info, 'retest', 'scu', operatorTarget(applicant), '--fields', file, '--item', 'Written test|2027-03-01T09:00:00Z|Hall A', '--item', 'Oral test|2027-03-02T14:30:00Z|Room 204');
  await page.reload();
  const items = page.getByTestId('retest-arrangement');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0).getByRole('heading', { level: 3 })).toHaveText('Written test');
  await expect(items.nth(0)).toContainText('Place: Hall A');
  await expect(items.nth(0)).toContainText(/Time: .*2027/);
  await expect(items.nth(1)).toContainText('Place: Room 204');
  await expect(page.getByRole('main')).not.toContainText('undefined');
  await expect(state(page)).toHaveText('Not filled in');

  await fillText(page, 'retest_note', 'Arriving by train');
  await page.getByTestId('retest-save').click();
  await expect(state(page)).toHaveText('Partly filled in');
  await expect(page.getByTestId('apply-save-status')).toContainText('Saved');
  await page.reload();
  await expect(field(page, 'retest_note').getByRole('textbox')).toHaveValue('Arriving by train');
  await expect(state(page)).toHaveText('Partly filled in');

  await fillText(page, 'retest_subject', 'Mathematics');
  await page.getByTestId('retest-save').click();
  await expect(state(page)).toHaveText('Complete');
  await page.reload();
  await expect(field(page, 'retest_subject').getByRole('textbox')).toHaveValue('Mathematics');
  await expect(field(page, 'retest_note').getByRole('textbox')).toHaveValue('Arriving by train');
  await expect(state(page)).toHaveText('Complete');
  await expectAccessible(page);

  // The header's Re-exam item leads here.
  await page.goto(page.url().replace(/#.*$/, '#/progress'));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Re-exam' }).click();
  await expect(page).toHaveURL(/#\/retest$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Re-examination');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(items.first()).toBeVisible();
  await expectNoSideScroll(page);
});

test('re-examination smoke in sc and tc', async ({ page, request }, info) => {
  const applicant = await submittedApplicant(request, info);
  const file = info.outputPath('retest-fields.json');
  writeFileSync(file, JSON.stringify(FIELDS));
  await operator(info, 'retest', 'scu', operatorTarget(applicant), '--fields', file, '--item', '笔试|2027-03-01T09:00:00Z|一号楼');
  await openSignedIn(page, applicant, '/retest', 'sc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('复试');
  await expect(page.getByTestId('retest-arrangement')).toContainText('地点：一号楼');
  await expect(state(page)).toHaveText('未填写');
  await expectAccessible(page);

  const tc = await page.context().newPage();
  await openSignedIn(tc, applicant, '/retest', 'tc');
  await expect(tc.getByRole('heading', { level: 1 })).toHaveText('複試');
  await expect(tc.getByRole('heading', { name: '複試資料表' })).toBeVisible();
  await expectAccessible(tc);
});
