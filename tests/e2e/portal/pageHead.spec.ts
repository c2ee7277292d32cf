import { expect, test } from '../cspGuard';
import { openPortal } from './support';

const LOGIN_HEADING = { sc: '登录', tc: '登入', en: 'Log in' } as const;

// The project page asks, from its first byte, for what its first screen needs after the shell: the login page and the
// messages of the page's language (only those), and carries the project configuration.
for (const lang of ['sc', 'tc', 'en'] as const) {
  test(`the project page fetches the login screen and only the ${lang} messages with its first scripts`, async ({ page }) => {
    await openPortal(page, 'scu', '/login', { lang });
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING[lang] })).toBeVisible();
    expect(await page.locator('link[data-catalogue]').evaluateAll((links) => links.map((link) => link.getAttribute('data-catalogue')))).toEqual([lang]);
    await expect(page.locator('link[rel="modulepreload"][href*="/LoginPage-"]')).toHaveCount(1);
    const config = JSON.parse((await page.locator('#portal-config').textContent()) ?? 'null') as { domain: string } | null;
    expect(config?.domain).toBe('scu');
  });
}
