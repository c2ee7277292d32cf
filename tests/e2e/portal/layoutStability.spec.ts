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
    // The sign-in screen fills the first screen: the footer starts below it.
    expect((await footer.boundingBox())?.y).toBeGreaterThanOrEqual(820);
  });
}

for (const lang of ['sc', 'tc', 'en'] as const) {
  test(`no login tab label is broken over two lines on a 375 px phone (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openPortal(page, 'scu', '/login', { lang });
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    const lines = await tabs.evaluateAll((elements) =>
      elements.map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(lines).toEqual([1, 1, 1, 1]);
  });
}

test("nothing on the free project's login screen moves while it loads (375 px)", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openPortal(page, 'qyj', '/login', { lang: 'en' });
  await expect(page.getByRole('button', { name: 'Enter without password' })).toBeVisible();
  await expect(page.locator('footer')).toHaveAttribute('data-shown', 'true');
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});
