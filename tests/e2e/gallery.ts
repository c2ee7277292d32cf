import type { Locator, Page } from '@playwright/test';

/** Opens the fixture gallery on one fixture, language and view. */
export async function openFixture(page: Page, fixture: string, options: { locale?: string; view?: string; caseIndex?: number } = {}) {
  const params = new URLSearchParams({ fixture, locale: options.locale ?? 'en', view: options.view ?? 'edit' });
  if (options.caseIndex !== undefined) params.set('case', String(options.caseIndex));
  await page.goto(`/gallery.html?${params.toString()}`);
  await page.getByRole('heading', { level: 2, name: fixture }).waitFor();
  await formsLoaded(page);
}

/** Waits until no form on the page is still loading the code its fields need (the gallery loads it on demand). */
export async function formsLoaded(page: Page): Promise<void> {
  await page.locator('[data-form-loading]').first().waitFor({ state: 'detached' });
}

/**
 * Opens the gallery in a language and loads field definitions through its "Open definitions…" picker, for field
 * layouts no fixture has (the definitions never leave the browser).
 */
export async function openDefinitions(page: Page, name: string, fields: unknown[], options: { locale?: string } = {}) {
  const locale = options.locale ?? 'en';
  await page.goto(`/gallery.html?${new URLSearchParams({ locale, view: 'edit' }).toString()}`);
  await page.locator('input[type="file"][accept*="json"]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(fields)) });
  await page.getByRole('heading', { level: 2, name: new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor();
  await formsLoaded(page);
}

/** The frame of one field (its label or legend's parent), found by the field key inside `scope` (e.g. the Edit region). */
export function fieldFrame(scope: Locator, field: string): Locator {
  return scope.locator(`#field-${field.replace(/[^\w-]/g, '_')}-label`).locator('xpath=..');
}

/** The gallery's "Values to save" tab (English), parsed. */
export async function savedValues(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('pre[aria-label="Values to save"]').textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}
