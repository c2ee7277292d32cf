import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { BOOT_CONFIG_ELEMENT_ID, bootConfigBlock } from '../../../protocol/bootConfig';

/** WCAG 2.2 A and AA, as the gallery's accessibility test uses. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The demo applicant every non-free project is seeded with (server/seed/accounts.ts). */
export const DEMO_PASSWORD = 'Demo2026!';
export const demoEmail = (domain: string): string => `demo@${domain}.example.com`;

/** The years in the seeded batch titles, from the clock the server seeded with (server/seed/projects.ts): `Autumn {next}`, `Spring {current}`. */
export const batchYears = (now = Date.now()): { current: number; next: number } => {
  const current = new Date(now).getUTCFullYear();
  return { current, next: current + 1 };
};

/** A date the date rules take as past in every time zone: yesterday by the test's clock, as YYYY-MM-DD. */
export const yesterday = (now = Date.now()): string => new Date(now - 86_400_000).toISOString().slice(0, 10);

/** Opens a portal route of a demo project, e.g. `openPortal(page, 'scu', '/login')`. */
export async function openPortal(page: Page, domain: string, route: string, query: Record<string, string> = {}): Promise<void> {
  const search = new URLSearchParams(query).toString();
  await page.goto(`/${domain}/apply/${search ? `?${search}` : ''}#${route}`);
}

const CONFIG_BLOCK = new RegExp(`<script type="application/json" id="${BOOT_CONFIG_ELEMENT_ID}">([^<]*)</script>`);

/**
 * Changes the project configuration the server writes into the portal page; `change` returns the new one, or null to
 * leave the page without it, so that the portal asks public.authMode (whose answers a test can then route).
 */
export async function rewritePageConfig(page: Page, change: (config: Record<string, unknown>) => Record<string, unknown> | null): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('/apply/'),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(CONFIG_BLOCK, (_block, json: string) => {
        const changed = change(JSON.parse(json) as Record<string, unknown>);
        return changed ? bootConfigBlock(changed) : '';
      });
      await route.fulfill({ response, body });
    },
  );
}

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: number;
}

/** The newest outbox message sent to `to` (e-mail or phone as the server stores it), waiting up to 10 s for it. */
export async function latestMessage(request: APIRequestContext, to: string, after = 0): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const reply = await request.get(`/dev/outbox.json?to=${encodeURIComponent(to.toLowerCase())}`);
        const messages = ((await reply.json()) as { data: OutboxMessage[] }).data;
        found = messages.find((message) => message.id > after);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as OutboxMessage;
}

/** The 6-digit code in an outbox message. */
export function codeOf(message: OutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`No code in: ${message.body}`);
  return code;
}

/**
 * Waits until every finite CSS transition and animation has finished (a dialog fading in, a ripple): axe judges
 * colours as painted, and half-way through a fade every text fails its contrast check.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity));
}

/** Runs axe on the page, once its transitions have settled, and expects no WCAG 2.2 A/AA violations. */
export async function expectAccessible(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}

/**
 * Draws a zigzag across a signature canvas with the mouse, once the pad takes strokes and the canvas has stopped
 * moving (a file arriving above it shifts the page), then checks that ink reached the canvas.
 */
export async function drawOnPad(page: Page, canvas: Locator): Promise<void> {
  await canvas.scrollIntoViewIfNeeded();
  await expect(canvas).toHaveAttribute('data-pad-ready', 'true');
  let previous = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await canvas.boundingBox());
      const still = now === previous;
      previous = now;
      return still;
    }, { message: 'the signature canvas keeps moving', intervals: [100] })
    .toBe(true);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature canvas');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + 20 + step * ((box.width - 40) / 10), box.y + box.height / 2 + (step % 2 ? 15 : -15), { steps: 3 });
  await page.mouse.up();
  const inked = await canvas.evaluate((element: HTMLCanvasElement) => {
    const pixels = element.getContext('2d')?.getImageData(0, 0, element.width, element.height).data ?? [];
    return pixels.some((value, index) => index % 4 === 3 && value > 0);
  });
  expect(inked, 'the strokes reached the signature canvas').toBe(true);
}

/** Every stored or drawn image on the page has loaded: no broken thumbnail, preview image, signature or avatar. */
export async function expectImagesLoaded(page: Page): Promise<void> {
  const broken = () =>
    page.locator('img[src*="/v1/public/file/"], img[src^="data:"], img[src^="blob:"]').evaluateAll((images) =>
      (images as HTMLImageElement[]).filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.alt || image.src),
    );
  await expect.poll(broken).toEqual([]);
}
