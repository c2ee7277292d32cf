import { expect, test } from '../cspGuard';
import { chooseOpenBatch, openSignedIn, registerApplicant, userIdOf, withDatabase } from './journeyApi';
import { expectAccessible } from './support';

test('the tech-review item appears once the materials review passed, lists the materials and records a download', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, 'scu');
  await chooseOpenBatch(request, applicant);
  await openSignedIn(page, applicant, '/applyform');
  const menu = page.getByRole('navigation', { name: 'Application modules' });
  await expect(menu.getByRole('link', { name: 'Submit application' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Technical review' })).toHaveCount(0);

  const userId = withDatabase(info, (db) => {
    const user = { id: userIdOf(db, applicant) };
    db.prepare('UPDATE applications SET extra = ? WHERE user_id = ?').run(JSON.stringify({ stuff_result: 1 }), user.id);
    return user.id;
  });
  await page.reload();
  await menu.getByRole('link', { name: 'Technical review' }).click();
  await expect(page).toHaveURL(/step=review/);
  await expect(menu.getByRole('link', { name: 'Technical review' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Technical review' })).toBeVisible();
  const materials = page.getByRole('list', { name: 'Review materials' });
  await expect(materials.getByRole('listitem')).toHaveCount(2);
  await expect(materials.getByRole('listitem').first()).toContainText(/Application guide \(PDF\)application-guide\.pdf · [\d.]+ (kB|MB)/);
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await materials.getByRole('link', { name: 'Download Application guide (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe('application-guide.pdf');
  await expect
    .poll(() => withDatabase(info, (db) => (db.prepare('SELECT COUNT(*) AS n FROM download_records WHERE user_id = ?').get(userId) as { n: number }).n))
    .toBe(1);
});
