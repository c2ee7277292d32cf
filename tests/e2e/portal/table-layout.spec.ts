import { expect, test } from '../cspGuard';
import { chooseOpenBatch, openSignedIn, registerApplicant, userIdOf, withDatabase } from './journeyApi';
import { sideMenu } from './journeyUi';
import { expectAccessible } from './support';

test('a module with the table layout shows the supplementary-information tables an operator set for the applicant', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, 'data');
  await chooseOpenBatch(request, applicant);
  await openSignedIn(page, applicant, '/applyform');
  await sideMenu(page).getByRole('link', { name: /^Self-evaluation \(/ }).click();
  const section = page.getByRole('region', { name: 'Supplementary information' });
  await expect(section).toContainText('No supplementary information');

  const table = {
    name: JSON.stringify({ sc: '笔试成绩', en: 'Written test scores' }),
    user_ancillary_info: { table_title_list: ['Subject', 'Score'], table_value_list: [['Mathematics', '92'], ['Physics', '88']], table_value_width: [200, 100] },
  };
  withDatabase(info, (db) => {
    const user = { id: userIdOf(db, applicant) };
    db.prepare('UPDATE applications SET extra = ? WHERE user_id = ?').run(JSON.stringify({ table_info: [table] }), user.id);
  });
  await page.reload();
  const scores = page.getByRole('table', { name: 'Written test scores' });
  await expect(scores.getByRole('columnheader')).toHaveText(['Subject', 'Score']);
  await expect(scores.getByRole('row').nth(1)).toHaveText('Mathematics92');
  await expect(scores.getByRole('row').nth(2)).toHaveText('Physics88');
  await expectAccessible(page);
});
