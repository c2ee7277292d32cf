import { expect, test, type APIRequestContext, type Page } from '../cspGuard';
import { fieldFrame, openFixture } from '../gallery';
import type { MenuData } from '../../../protocol/apply';
import { PATHS } from '../../../protocol/paths';
import { DEMO_PROJECTS } from '../../../server/seed/demoProjects';
import { demoApplicant, openRoute, signIn } from './demoSession';
import { apiGet, fillModule, moduleIdOf, SCU_REQUIRED, type Applicant } from './journeyApi';

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;

const settle = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * Scrolls through the whole page (fields far off screen are laid out only when near, `content-visibility: auto`) and
 * collects every position at which the document is wider than the window, naming the widest element there.
 */
async function sidewaysOverflow(page: Page, scroller?: string): Promise<string[]> {
  const found: string[] = [];
  for (let top = 0; ; ) {
    await page.evaluate(([y, selector]) => (selector ? document.querySelector(selector) : document.scrollingElement)?.scrollTo(0, Number(y)), [top, scroller] as const);
    await settle(page);
    const state = await page.evaluate((selector) => {
      const box = (selector ? document.querySelector(selector) : document.scrollingElement) ?? document.documentElement;
      const width = window.innerWidth;
      const scrollWidth = Math.max(document.documentElement.scrollWidth, box.scrollWidth - box.clientWidth + width);
      let widest = '';
      let right = width;
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > right + 0.5) {
          right = box.right;
          widest = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).split(' ').slice(0, 2).join('.')}`;
        }
      }
      return { width, scrollWidth, widest, right: Math.round(right), height: box.scrollHeight, y: box.scrollTop, view: box.clientHeight };
    }, scroller);
    if (state.scrollWidth > state.width) found.push(`${state.scrollWidth} px wide in a ${state.width} px window at y=${state.y} (${state.widest} ends at ${state.right})`);
    if (state.y + state.view >= state.height) break;
    top = state.y + state.view;
  }
  return found;
}

/** Images of the page that did not load (a broken `src`). */
const brokenImages = (page: Page) =>
  page.locator('main img').evaluateAll((images) => (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src));

/** Opens each fillable module of the applicant's menu and expects it as wide as the window at most, with no broken image. */
async function expectModulesFit(page: Page, request: APIRequestContext, applicant: Applicant, lang: string): Promise<void> {
  const menu = await apiGet<MenuData>(request, PATHS.apply.menu, applicant.token);
  const modules = menu.list.filter((item) => item.referee !== 2);
  expect(modules.length).toBeGreaterThan(0);
  for (const item of modules) {
    await openRoute(page, applicant.domain, `/applyform/basic?menu_id=${item.menuid}`, lang);
    // Drawer-layout modules keep their form (and Save) in a closed side panel: the page itself is what is measured there.
    await expect(page.getByTestId('apply-save')).toBeAttached();
    expect(await sidewaysOverflow(page), `${applicant.domain} module ${item.menuid} (${item.name})`).toEqual([]);
    expect(await brokenImages(page), `${applicant.domain} module ${item.menuid}: broken images`).toEqual([]);
  }
}

for (const viewport of VIEWPORTS) {
  for (const lang of ['en', 'sc', 'tc']) {
    test(`scu at ${viewport.width} px in ${lang}: no screen of the journey is wider than the window`, async ({ page, request }, info) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const applicant = await demoApplicant(request, 'scu');
      const menu = await apiGet<MenuData>(request, PATHS.apply.menu, applicant.token);
      for (const name of SCU_REQUIRED) {
        const id = moduleIdOf(info, 'scu', name);
        if (menu.list.find((item) => item.menuid === id)?.version === 0) await fillModule(request, info, applicant, name);
      }
      await signIn(page, applicant.domain, lang);
      for (const route of ['/', '/preview', '/applyform?step=submit', '/progress', '/referees']) {
        await openRoute(page, 'scu', route, lang);
        expect(await sidewaysOverflow(page), route).toEqual([]);
      }
      await expectModulesFit(page, request, applicant, lang);
    });
  }

  test(`the other projects' modules (phone and cascading selects) at ${viewport.width} px are no wider than the window`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    for (const project of DEMO_PROJECTS.filter((candidate) => !candidate.free && candidate.domain !== 'scu')) {
      const applicant = await demoApplicant(request, project.domain);
      const lang = project.languages.includes('en') ? 'en' : (project.languages[0] ?? 'sc');
      await signIn(page, applicant.domain, lang);
      await expectModulesFit(page, request, applicant, lang);
    }
  });
}

test('a textarea starts at the smallest height and grows with its text up to a cap, then scrolls inside', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[0]);
  await openFixture(page, '02-textarea', { locale: 'en', view: 'edit' });
  const box = fieldFrame(page.getByRole('region', { name: 'Edit' }), 'remarks').getByRole('textbox');
  const size = () => box.evaluate((element) => ({ height: element.getBoundingClientRect().height, scrolls: element.scrollHeight > element.clientHeight + 1 }));
  const empty = await size();
  expect(empty.height).toBeGreaterThanOrEqual(100);
  expect(empty.height).toBeLessThan(160);
  await box.fill(Array.from({ length: 40 }, (_, line) => `Line ${line + 1} of a long remark`).join('\n'));
  await expect.poll(async () => (await size()).scrolls).toBe(true);
  expect((await size()).height).toBeLessThanOrEqual(320);
});
