import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { BatchInfoData } from '../../../protocol/apply';
import { PATHS } from '../../../protocol/paths';
import { dataDirOf, workerBaseURL } from '../servers';
import { PDF, PNG } from './journeyUi';
import { DEMO_PASSWORD, WCAG_TAGS, codeOf, drawOnPad, latestMessage, openPortal, settleAnimations } from './support';

/** An applicant registered for one test through the API (phone, SMS code from the outbox). */
export interface Applicant {
  domain: string;
  token: string;
  mobile: string;
}

/** The SQLite file of the worker's e2e server (scripts/e2e-server.mjs). */
function database(info: TestInfo): Database.Database {
  const db = new Database(`${dataDirOf(new URL(workerBaseURL(info)).port)}/portal.sqlite`);
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Runs something on the e2e server's database (test set-up only: captchas, module ids, operator data). */
export function withDatabase<T>(info: TestInfo, run: (db: Database.Database) => T): T {
  const db = database(info);
  try {
    return run(db);
  } finally {
    db.close();
  }
}

/** The database id of an applicant registered by `registerApplicant` (accounts store the number in E.164). */
export function userIdOf(db: Database.Database, applicant: Applicant): number {
  return (db.prepare('SELECT id FROM users WHERE mobile = ?').get(`+86${applicant.mobile}`) as { id: number }).id;
}

/** The GET signature of protocol/sign.ts (its crypto-js import does not load in Playwright's runner). */
function signedQuery(params: Record<string, string | number>): Record<string, string> {
  const time = Date.now();
  const pairs = Object.keys(params)
    .sort()
    .map((key) => `${key}=${String(params[key])}`);
  const hash = createHash('sha256').update(`${pairs.join('&')}&time=${time}&salt=enroll-portal:v1`).digest('hex');
  return { ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])), time: String(time), hash };
}

interface ModuleFixture {
  fields: Array<{ id: number | string; field: string; type: number | string }>;
  valid: Array<{ values: Record<string, unknown> }>;
}

/** A module fixture (fixtures/modules/<name>.json). */
function moduleFixture(name: string): ModuleFixture {
  return JSON.parse(readFileSync(`fixtures/modules/${name}.json`, 'utf8')) as ModuleFixture;
}

/** Real files for fixture records by extension: images as a PNG the browser can show (image fields take png), PDFs as a PDF. */
const IMAGE = { ext: 'png', mimeType: 'image/png', buffer: PNG };
const UPLOADS: Record<string, { ext: string; mimeType: string; buffer: Buffer }> = {
  pdf: { ext: 'pdf', mimeType: 'application/pdf', buffer: PDF },
  png: IMAGE,
  jpg: IMAGE,
  jpeg: IMAGE,
};

const headers = (token?: string, lang = 'en') => ({ appid: 'enroll-portal', lang, ...(token ? { token } : {}) });

/** A signed GET; returns the envelope's data (fails the test on another status). */
export async function apiGet<T>(request: APIRequestContext, path: string, token?: string, params: Record<string, string | number> = {}): Promise<T> {
  const reply = await request.get(path, { params: signedQuery(params), headers: headers(token) });
  const body = (await reply.json()) as { status: number; message: string; data: T };
  expect(body.status, `${path}: ${body.message}`).toBe(200);
  return body.data;
}

/** A form-encoded POST; returns the whole envelope. */
export async function apiPost<T>(request: APIRequestContext, path: string, form: Record<string, string | number>, token?: string) {
  const reply = await request.post(path, { form, headers: headers(token) });
  return (await reply.json()) as { status: number; message: string; data: T };
}

/** The answer the tests give picture captchas (their image cannot be read). */
export const CAPTCHA_ANSWER = 'abcd';

function answerCaptcha(db: Database.Database, key: string): void {
  db.prepare('UPDATE captchas SET answer_hash = ? WHERE id = ?').run(createHash('sha256').update(`${key}:${CAPTCHA_ANSWER}`).digest('hex'), key);
}

/** Gives the newest unused picture captcha the known answer, in the e2e server's database; returns that answer. */
export function solveNewestCaptcha(info: TestInfo): string {
  withDatabase(info, (db) => {
    const row = db.prepare('SELECT id FROM captchas WHERE used_at IS NULL ORDER BY expires_at DESC LIMIT 1').get() as { id: string } | undefined;
    if (!row) throw new Error('no captcha issued yet');
    answerCaptcha(db, row.id);
  });
  return CAPTCHA_ANSWER;
}

/** Registers a new phone applicant of `domain` and returns its session token. */
export async function registerApplicant(request: APIRequestContext, info: TestInfo, domain: string): Promise<Applicant> {
  const mobile = `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const { key } = await apiGet<{ key: string }>(request, PATHS.public.code);
  withDatabase(info, (db) => answerCaptcha(db, key));
  const sent = await apiPost(request, PATHS.public.sendSms, { mobile, phone_code: '+86', purpose: 'register', domain });
  expect(sent.status, sent.message).toBe(200);
  const code = codeOf(await latestMessage(request, `+86${mobile}`));
  const form = { mobile, phone_code: '+86', code, name: 'Journey Applicant', password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD, key, captcha: CAPTCHA_ANSWER, domain };
  const registered = await apiPost<{ token: string }>(request, PATHS.account.register, form);
  expect(registered.status, registered.message).toBe(200);
  return { domain, token: registered.data.token, mobile };
}

/** Opens a portal route signed in as `applicant` (the token is put where the portal keeps it). */
export async function openSignedIn(page: Page, applicant: Applicant, route: string, lang = 'en'): Promise<void> {
  await page.addInitScript(
    ([token, domain, language]) => {
      if (!sessionStorage.getItem('journey-signed-in')) {
        localStorage.setItem('portal-session', JSON.stringify({ state: { language, token, shortName: domain }, version: 0 }));
        sessionStorage.setItem('journey-signed-in', '1');
      }
    },
    [applicant.token, applicant.domain, lang] as const,
  );
  await openPortal(page, applicant.domain, route, { lang });
}

/** Chooses the first open batch and its first track through the API. */
export async function chooseOpenBatch(request: APIRequestContext, applicant: Applicant): Promise<void> {
  const info = await apiGet<BatchInfoData>(request, PATHS.batch.info, applicant.token);
  const batch = info.apply_list[0];
  if (!batch) throw new Error(`${applicant.domain} has no open batch`);
  const form: Record<string, number> = { batch_id: batch.id };
  if (batch.tracks[0]) form.track_id = batch.tracks[0].id;
  const reply = await apiPost(request, PATHS.apply.batch, form, applicant.token);
  expect(reply.status, reply.message).toBe(200);
}

/** The module id of a fixture module (by its seeded name) in a project. */
export function moduleIdOf(info: TestInfo, domain: string, name: string): number {
  return withDatabase(info, (db) => {
    const row = db.prepare('SELECT m.id AS id FROM modules m JOIN projects p ON p.id = m.project_id WHERE p.domain = ? AND m.name = ?').get(domain, name) as { id: number } | undefined;
    if (!row) throw new Error(`${domain} has no module ${name}`);
    return row.id;
  });
}

/** Uploads a real file for each file record of upload and video fields; the stored records replace the fixture's. */
async function withUploads(request: APIRequestContext, applicant: Applicant, menuId: number, fixture: ModuleFixture, values: Record<string, unknown>) {
  const result = { ...values };
  for (const field of fixture.fields) {
    const records = values[field.field];
    if (![8, 11].includes(Number(field.type)) || !Array.isArray(records)) continue;
    const stored: unknown[] = [];
    for (const record of records as Array<{ name: string }>) {
      const content = UPLOADS[record.name.split('.').pop()?.toLowerCase() ?? ''];
      if (!content) throw new Error(`no test file for ${record.name}`);
      const file = { name: record.name.replace(/\.\w+$/, `.${content.ext}`), mimeType: content.mimeType, buffer: content.buffer };
      const multipart = { menu_id: String(menuId), id: String(field.id), lang: 'en', file };
      const reply = (await (await request.post(PATHS.public.upload, { multipart, headers: headers(applicant.token) })).json()) as { status: number; message: string; data: Record<string, unknown> };
      expect(reply.status, reply.message).toBe(200);
      stored.push({ name: reply.data.name, url: reply.data.url, uid: reply.data.uid, size: reply.data.size });
    }
    result[field.field] = stored;
  }
  return result;
}

/** Saves a module with its fixture's first valid values (version 0, file records uploaded for real) and expects it complete. */
export async function fillModule(request: APIRequestContext, info: TestInfo, applicant: Applicant, name: string): Promise<void> {
  const fixture = moduleFixture(name);
  const menuId = moduleIdOf(info, applicant.domain, name);
  const values = await withUploads(request, applicant, menuId, fixture, fixture.valid[0]?.values ?? {});
  const form = { menu_id: menuId, value: JSON.stringify(values), version: 0 };
  const reply = await apiPost<{ state: number }>(request, PATHS.apply.basic, form, applicant.token);
  expect(reply.status, reply.message).toBe(200);
  expect(reply.data.state).toBe(2);
}

/** The required modules of scu, with the fixture each is seeded from. */
export const SCU_REQUIRED = ['scu-basic-info', 'data-education-history', 'xjtu-personal-statement', 'sc-recommenders'];

/** Draws a stroke on the signature canvas with the mouse and saves it. */
export async function drawSignature(page: Page, saveName = 'Save signature'): Promise<void> {
  await drawOnPad(page, page.locator('canvas').first());
  await page.getByRole('button', { name: saveName }).click();
}

/** Runs axe on one part of the page (a panel another screen hosts) and expects no WCAG 2.2 A/AA violations. */
export async function expectPartAccessible(page: Page, selector: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}
