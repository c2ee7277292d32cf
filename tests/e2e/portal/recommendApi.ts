import { createHash, createHmac } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from '../cspGuard';
import { HEADERS, PORTAL_APP_ID } from '../../../protocol/headers';
import { PATHS } from '../../../protocol/paths';
import type { BatchInfoData, MenuData } from '../../../protocol/apply';
import type { LetterFormData, RefereeLoginData } from '../../../protocol/recommend';
import { withDatabase } from './journeyApi';
import { codeOf, latestMessage, yesterday, type OutboxMessage } from './support';

/** A complete letter of fixtures/modules/sc-recommendation-letter.json (playwright cannot import the JSON fixtures). */
export const LETTER: Record<string, unknown> = {"referee_name": "张建国", "referee_title": "教授", "referee_org": "清华大学经济管理学院", "relationship": "0", "known_years": "2", "ratings": {"0": 1, "1": 2, "2": 2, "3": 1, "4": 1}, "referee_signature": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "sign_date": yesterday(), "letter": "A letter written over the API."};
/** The other columns of a recommender row (fixtures/modules/sc-recommenders.json). */
export const BASE_ROW: Record<string, unknown> = {"title": "教授", "organisation": "清华大学经济管理学院", "relationship": "0", "phone": {"code": "+86", "number": "13910012345"}};

type Envelope<T> = { status: number; message: string; data: T };

/** A name part no other test run uses. */
export const unique = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export const headers = (token?: string): Record<string, string> => ({ [HEADERS.appId]: PORTAL_APP_ID, [HEADERS.language]: 'en', ...(token ? { [HEADERS.token]: token } : {}) });

/** The GET signature of protocol/sign.ts (its crypto-js import does not load in Playwright): sorted pairs, time, salt. */
export function signedQuery(params: Record<string, number>): Record<string, string | number> {
  const time = Date.now();
  const pairs = Object.keys(params).sort().map((key) => `${key}=${params[key]}`);
  const hash = createHash('sha256').update(`${pairs.join('&')}&time=${time}&salt=enroll-portal:v1`).digest('hex');
  return { ...params, time, hash };
}

async function post<T>(request: APIRequestContext, path: string, form: Record<string, string | number>, token?: string): Promise<T> {
  const reply = (await (await request.post(path, { form, headers: headers(token) })).json()) as Envelope<T>;
  expect(reply.status, reply.message).toBe(200);
  return reply.data;
}

async function get<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const reply = (await (await request.get(path, { params: signedQuery({}), headers: headers(token) })).json()) as Envelope<T>;
  expect(reply.status, reply.message).toBe(200);
  return reply.data;
}

/** A fresh applicant of `domain` (fast login by SMS code) with an open batch and track chosen. */
export async function applicantWithBatch(request: APIRequestContext, domain: string): Promise<{ token: string; menuId: number }> {
  const mobile = `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await post(request, PATHS.public.sendSms, { mobile, phone_code: '+86', purpose: 'login', domain });
  const code = codeOf(await latestMessage(request, `+86${mobile}`));
  const { token } = await post<{ token: string }>(request, PATHS.account.login, { type: 'fast', mobile, phone_code: '+86', code, domain });
  const batches = await get<BatchInfoData>(request, PATHS.batch.info, token);
  const batch = batches.apply_list.find((entry) => entry.tracks.some((track) => track.window === 'open'));
  const track = batch?.tracks.find((entry) => entry.window === 'open');
  if (!batch || !track) throw new Error(`no open batch on ${domain}`);
  await post(request, PATHS.apply.batch, { batch_id: batch.id, track_id: track.id }, token);
  const menu = await get<MenuData>(request, PATHS.apply.menu, token);
  return { token, menuId: menu.list.find((item) => item.referee === 1)?.menuid ?? 0 };
}

/** Saves the referee-information module with these recommenders, then sends the invitations of the rows in `invite` (1-based). */
export async function inviteRecommenders(request: APIRequestContext, applicant: { token: string; menuId: number }, people: Array<{ name: string; email: string }>, invite: number[]): Promise<OutboxMessage[]> {
  const value = { recommenders: people.map((person, index) => ({ ...BASE_ROW, columnNumber: index + 1, ...person })) };
  await post(request, PATHS.apply.basic, { menu_id: applicant.menuId, value: JSON.stringify(value), version: 0 }, applicant.token);
  const invitations: OutboxMessage[] = [];
  for (const row of invite) {
    await post(request, PATHS.apply.sendEmail, { row_number: row }, applicant.token);
    invitations.push(await latestMessage(request, people[row - 1]?.email ?? ''));
  }
  return invitations;
}

/** The referee's path of an invitation link (the portal's address without host). */
/** The referee's path of an invitation link (the portal's address without host). */
export const linkPath = (message: OutboxMessage): string => {
  const url = new URL(message.link ?? '');
  return `${url.pathname}${url.search}${url.hash}`;
};

/** A referee logs in from the invitation link in a separate browser context (e-mail code) and reaches the letter screen. */
export async function refereeOpens(browser: Browser, request: APIRequestContext, invite: OutboxMessage, lang = 'en'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const url = new URL(linkPath(invite), 'http://x');
  await page.goto(`${url.pathname}?lang=${lang}${url.hash}`);
  await page.locator('form').getByRole('button').first().click();
  const code = codeOf(await latestMessage(request, invite.recipient, invite.id));
  await page.locator('#referee-code').fill(code);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/#\/reference\//);
  return page;
}

/**
 * A referee session opened over the API as the portal opens it: the link token, then an e-mail code put in the
 * database an hour back, so that a code request from the browser right after is not held back by the send throttle.
 */
export async function refereeSessionOverApi(request: APIRequestContext, info: TestInfo, invite: OutboxMessage): Promise<{ session: string; name: string }> {
  const token = new URL(linkPath(invite), 'http://x').hash.split('token=')[1] ?? '';
  const named = await post<RefereeLoginData>(request, PATHS.recommender.login, { token });
  const code = '135790';
  withDatabase(info, (db) => {
    const secret = (db.prepare("select value from server_secrets where name = 'hmac'").get() as { value: string }).value;
    const project = (db.prepare('select id from projects where domain = ?').get(named.info.project.domain) as { id: number }).id;
    const hash = createHmac('sha256', secret).update(`${project}:login:${named.info.email}:${code}`).digest('hex');
    const now = Date.now();
    db.prepare('insert into codes (target, purpose, project_id, code_hash, expires_at, used_at, attempts, ip, created_at) values (?, ?, ?, ?, ?, null, 0, ?, ?)').run(named.info.email, 'login', project, hash, now + 60_000, '127.0.0.1', now - 3_600_000);
  });
  const session = (await post<RefereeLoginData>(request, PATHS.recommender.login, { token, code })).token;
  if (!session) throw new Error('the code opened no referee session');
  return { session, name: named.info.name };
}

/** Writes and submits the letter of an invitation over the API, as a referee would. */
export async function submitLetterOverApi(request: APIRequestContext, info: TestInfo, invite: OutboxMessage): Promise<void> {
  const { session, name } = await refereeSessionOverApi(request, info, invite);
  const form = await get<LetterFormData>(request, PATHS.recommender.filed, session);
  await post(request, PATHS.recommender.submit, { value: JSON.stringify({ ...LETTER, referee_name: name }), version: form.version }, session);
}
