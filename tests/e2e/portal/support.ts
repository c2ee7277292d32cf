import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, as the gallery's accessibility test uses. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The demo applicant every non-free project is seeded with (server/seed/accounts.ts). */
export const DEMO_PASSWORD = 'Demo2026!';
export const demoEmail = (domain: string): string => `demo@${domain}.example.com`;

/** Opens a portal route of a demo project, e.g. `openPortal(page, 'scu', '/login')`. */
export async function openPortal(page: Page, domain: string, route: string, query: Record<string, string> = {}): Promise<void> {
  const search = new URLSearchParams(query).toString();
  await page.goto(`/${domain}/apply/${search ? `?${search}` : ''}#${route}`);
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

/** Runs axe on the page and expects no WCAG 2.2 A/AA violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}
