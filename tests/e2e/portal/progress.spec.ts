import { expect, test } from '../cspGuard';
import { PATHS } from '../../../protocol/paths';
import { apiPost, chooseOpenBatch, fillModule, openSignedIn, registerApplicant, SCU_REQUIRED, type Applicant, userIdOf, withDatabase } from './journeyApi';
import { expectAccessible } from './support';
import type { APIRequestContext } from '../cspGuard';

/** A 1×1 PNG. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function submitByApi(request: APIRequestContext, applicant: Applicant): Promise<void> {
  const signature = await apiPost<{ uid: string }>(request, PATHS.apply.uploadAutograph, { autograph: PNG }, applicant.token);
  expect(signature.status, signature.message).toBe(200);
  const reply = await apiPost(request, PATHS.apply.submit, { acknowledge: 1, signature: signature.data.uid }, applicant.token);
  expect(reply.status, reply.message).toBe(200);
}

test('progress shows the timeline, then the submitted step and the audit per column', async ({ page, request }, info) => {
  const applicant = await registerApplicant(request, info, 'scu');
  await openSignedIn(page, applicant, '/progress');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application progress');
  const steps = page.getByRole('main').getByRole('listitem');
  await expect(steps.filter({ hasText: 'Application started' })).toHaveAttribute('aria-current', 'step');
  await expect(steps.filter({ hasText: 'Application submitted' })).toContainText('Not yet');
  await expect(page.getByText('No batch chosen yet')).toBeVisible();
  await expect(page.getByText('No audit results yet')).toBeVisible();

  await chooseOpenBatch(request, applicant);
  for (const name of SCU_REQUIRED) await fillModule(request, info, applicant, name);
  await submitByApi(request, applicant);
  const basic = withDatabase(info, (db) => {
    const user = { id: userIdOf(db, applicant) };
    const module = db.prepare("SELECT m.id AS id FROM modules m JOIN projects p ON p.id = m.project_id WHERE p.domain = 'scu' AND m.name = 'scu-basic-info'").get() as { id: number };
    const audit = { [String(module.id)]: { status: 'passed' }, materials: { status: 'failed', reason: 'The transcript is not legible' } };
    db.prepare('UPDATE applications SET extra = ? WHERE user_id = ?').run(JSON.stringify({ audit }), user.id);
    return module.id;
  });
  expect(basic).toBeGreaterThan(0);
  await page.reload();
  await expect(steps.filter({ hasText: 'Review' })).toHaveAttribute('aria-current', 'step');
  await expect(steps.filter({ hasText: 'Review' })).toContainText('Awaiting review');
  await expect(steps.filter({ hasText: 'Application submitted' })).toContainText('Done');
  await expect(steps.filter({ hasText: 'Application started' })).toContainText('Done');
  await expect(page.getByText(/^Batch: .+ · Academic master$/)).toBeVisible();
  await expect(page.getByText('Pending review')).toBeVisible();
  const audit = page.getByRole('region', { name: 'Audit status' });
  await expect(audit.getByRole('row', { name: /Basic information.*Passed/ })).toBeVisible();
  await expect(audit.getByRole('row', { name: /materials.*The transcript is not legible/ })).toBeVisible();
});

for (const lang of ['sc', 'tc', 'en'] as const) {
  test(`progress has no axe violations in ${lang}`, async ({ page, request }, info) => {
    const applicant = await registerApplicant(request, info, 'scu');
    await chooseOpenBatch(request, applicant);
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, applicant, '/progress', lang);
    await expect(page.getByRole('list').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessible(page);
  });
}
