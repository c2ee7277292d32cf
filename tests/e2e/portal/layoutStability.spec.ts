import { expect, test } from '../cspGuard';
import { openPortal } from './support';

// The footer appears 500 ms after the page (spec section 9); the screen above it must not move when it does.
for (const width of [375, 1280]) {
  test(`the login screen stays where it is when the footer appears (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 820 });
    await openPortal(page, 'itf', '/login', { lang: 'en' });
    const heading = page.getByRole('heading', { level: 1, name: 'Log in' });
    await expect(heading).toBeVisible();
    const footer = page.locator('footer');
    const before = await heading.boundingBox();
    await expect(footer).toHaveAttribute('data-shown', 'true');
    await expect(footer.getByRole('heading', { name: 'Contact us' })).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
  });
}
