import type { Page } from '@playwright/test';

/** Opens the fixture gallery on one fixture, language and view. */
export async function openFixture(page: Page, fixture: string, options: { locale?: string; view?: string; caseIndex?: number } = {}) {
  const params = new URLSearchParams({ fixture, locale: options.locale ?? 'en', view: options.view ?? 'edit' });
  if (options.caseIndex !== undefined) params.set('case', String(options.caseIndex));
  await page.goto(`/gallery.html?${params.toString()}`);
  await page.getByRole('heading', { level: 2, name: fixture }).waitFor();
}
