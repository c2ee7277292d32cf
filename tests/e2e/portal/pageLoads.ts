import type { Page } from '@playwright/test';

/** Counts full page loads (`load` events, the first one included). */
export function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

/** Counts the main frame's document requests so far: 1 during the first load, one more for each reload. */
export function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  return () => documents;
}

/**
 * Makes every fetch of the chunks `chunk` matches fail while the page is on one of the document loads `failing` names
 * (1 is the first load): what the user meets when a chunk cannot be had during a page's life, however often the browser
 * itself asks for it (current Chromium fetches a failed module again; older browsers kept the failure until a reload).
 */
export async function failChunkDuring(page: Page, chunk: RegExp, failing: () => readonly number[]): Promise<() => number> {
  const documents = countDocuments(page);
  await page.route(chunk, (route) => (failing().includes(documents()) ? route.abort('failed') : route.continue()));
  return documents;
}
