import { expect, test } from '../cspGuard';
import { chooseOpenBatch, openSignedIn, registerApplicant } from './journeyApi';
import { expectImagesLoaded, openPortal } from './support';

const SIGNED_OUT = ['/login', '/login_code', '/login_email', '/register', '/password', '/guide', '/application_guide', '/statement', '/help', '/feedback', '/help/404'];
const SIGNED_IN = ['/', '/applyform', '/preview', '/progress', '/referees', '/edit_pass'];
const LANGUAGES = ['sc', 'tc', 'en'] as const;

/** The screens under the server's Content-Security-Policy (the cspGuard fixture fails a test on any violation). */
test.describe('content security policy', () => {
  test('the guard notices a violation: an injected inline script is refused and reported', async ({ page, cspViolations }) => {
    await openPortal(page, 'scu', '/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    cspViolations.length = 0;
  });

  test('another site cannot frame the portal', async ({ page, cspViolations, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    await page.setContent(`<iframe title="framed" src="${origin}/scu/apply/#/login"></iframe>`);
    await expect.poll(() => cspViolations.join('\n')).toContain('frame-ancestors');
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(await frame?.locator('#root').count().catch(() => 0)).toBe(0);
    cspViolations.length = 0;
  });

  for (const lang of LANGUAGES) {
    test(`every signed-out screen in ${lang} loads without a violation`, async ({ page, cspViolations }) => {
      for (const route of SIGNED_OUT) {
        await openPortal(page, 'scu', route, { lang });
        await expect(page.locator('main, [role="main"]').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(cspViolations, route).toEqual([]);
      }
    });
  }

  test('every signed-in screen loads without a violation, images included', async ({ page, request, cspViolations }, info) => {
    const applicant = await registerApplicant(request, info, 'scu');
    await chooseOpenBatch(request, applicant);
    await openSignedIn(page, applicant, '/');
    for (const route of SIGNED_IN) {
      await page.evaluate((hash) => (location.hash = hash), route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectImagesLoaded(page);
      expect(cspViolations, route).toEqual([]);
    }
    await page.evaluate(() => (location.hash = '/applyform'));
    await page.getByRole('navigation', { name: 'Application modules' }).getByRole('link', { name: /^Every field type/ }).click();
    await expect(page.getByTestId('apply-save')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(cspViolations, 'a module form').toEqual([]);
  });

  test('the server pages and the gallery load without a violation', async ({ page, cspViolations }) => {
    for (const path of ['/', '/dev/outbox', '/gallery.html']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(cspViolations, path).toEqual([]);
    }
  });
});
