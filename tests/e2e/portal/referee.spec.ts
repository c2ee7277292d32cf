import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '../cspGuard';
import { PATHS } from '../../../protocol/paths';
import type { MenuData, BatchInfoData } from '../../../protocol/apply';
import type { LetterFormData, RecommendationListData } from '../../../protocol/recommend';
import { codeOf, drawOnPad, expectAccessible, latestMessage, openPortal, yesterday, type OutboxMessage } from './support';
import { BASE_ROW, headers, linkPath, refereeOpens, refereeSessionOverApi, signedQuery, unique } from './recommendApi';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
/** A complete letter of fixtures/modules/sc-recommendation-letter.json (playwright cannot import the JSON fixtures). */
const LETTER: Record<string, unknown> = {"referee_name": "张建国", "referee_title": "教授", "referee_org": "清华大学经济管理学院", "relationship": "0", "known_years": "2", "ratings": {"0": 1, "1": 2, "2": 2, "3": 1, "4": 1}, "referee_signature": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "sign_date": yesterday()};
const SECRET = 'Confidential assessment written only for the committee';

type Envelope<T> = { status: number; message: string; data: T };

async function post<T>(request: APIRequestContext, path: string, form: Record<string, string | number>, token?: string): Promise<Envelope<T>> {
  return (await (await request.post(path, { form, headers: headers(token) })).json()) as Envelope<T>;
}
async function get<T>(request: APIRequestContext, path: string, token: string, params: Record<string, number> = {}): Promise<Envelope<T>> {
  return (await (await request.get(path, { params: signedQuery(params), headers: headers(token) })).json()) as Envelope<T>;
}
const ok = <T>(reply: Envelope<T>): T => {
  expect(reply.status, reply.message).toBe(200);
  return reply.data;
};

/** A fresh applicant (fast login by SMS code) with a batch chosen; answers the token and the referee module's id. */
async function freshApplicant(request: APIRequestContext, domain: string): Promise<{ token: string; menuId: number; letterMenuId: number }> {
  const mobile = `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  ok(await post(request, PATHS.public.sendSms, { mobile, phone_code: '+86', purpose: 'login', domain }));
  const code = codeOf(await latestMessage(request, `+86${mobile}`));
  const { token } = ok(await post<{ token: string }>(request, PATHS.account.login, { type: 'fast', mobile, phone_code: '+86', code, domain }));
  const batches = ok(await get<BatchInfoData>(request, PATHS.batch.info, token));
  const batch = batches.apply_list.find((entry) => entry.tracks.some((track) => track.window === 'open')) ?? batches.apply_list[0];
  const track = batch?.tracks.find((entry) => entry.window === 'open');
  if (!batch || !track) throw new Error(`no open batch on ${domain}`);
  ok(await post(request, PATHS.apply.batch, { batch_id: batch.id, track_id: track.id }, token));
  const menu = ok(await get<MenuData>(request, PATHS.apply.menu, token));
  const find = (referee: number) => menu.list.find((item) => item.referee === referee)?.menuid ?? 0;
  return { token, menuId: find(1), letterMenuId: find(2) };
}

/** Saves the referee-information module with these recommenders (POST apply/basic). */
async function saveRecommenders(request: APIRequestContext, token: string, menuId: number, people: Array<{ name: string; email: string }>, version: number) {
  const value = { recommenders: people.map((person, index) => ({ ...BASE_ROW, columnNumber: index + 1, ...person })) };
  return ok(await post<{ version: number }>(request, PATHS.apply.basic, { menu_id: menuId, value: JSON.stringify(value), version }, token));
}

/** Opens a portal route signed in as the applicant (the persisted session values). */
async function openAsApplicant(page: Page, domain: string, token: string, route: string): Promise<void> {
  await page.addInitScript(
    ([value, name]) => localStorage.setItem('portal-session', JSON.stringify({ state: { language: 'en', token: value, shortName: name }, version: 0 })),
    [token, domain],
  );
  await openPortal(page, domain, route, { lang: 'en' });
}

const row = (page: Page, number: number): Locator => page.getByTestId(`recommender-${number}`);

/** A referee session opened over the API, to pre-fill a draft before the browser logs in. */
async function refereeSession(request: APIRequestContext, info: TestInfo, invite: OutboxMessage): Promise<string> {
  return (await refereeSessionOverApi(request, info, invite)).session;
}

async function saveDraft(request: APIRequestContext, session: string, values: Record<string, unknown>): Promise<void> {
  const form = ok(await get<LetterFormData>(request, PATHS.recommender.filed, session));
  ok(await post(request, PATHS.recommender.save, { value: JSON.stringify(values), version: form.version }, session));
}

test('two referees are invited, write and submit their letters; the applicant sees the statuses, never the letters', async ({ page, browser, request }, info) => {
  test.setTimeout(120_000);
  const id = unique();
  const people = [
    { name: 'Ada Referee', email: `ada-${id}@example.org` },
    { name: 'Bo Referee', email: `bo-${id}@example.org` },
  ];
  const applicant = await freshApplicant(request, 'scu');
  await saveRecommenders(request, applicant.token, applicant.menuId, people, 0);
  await openAsApplicant(page, 'scu', applicant.token, '/referees');
  await expect(page.getByRole('heading', { level: 1, name: 'My recommenders' })).toBeVisible();
  await expect(row(page, 1)).toContainText('Not sent');
  await expectAccessible(page);
  const invites: OutboxMessage[] = [];
  for (const [index, person] of people.entries()) {
    await row(page, index + 1).getByRole('button', { name: `Send the invitation to ${person.name}` }).click();
    await expect(page.getByText(`Invitation sent to ${person.email}.`)).toBeVisible();
    await expect(row(page, index + 1)).toContainText('Sent');
    invites.push(await latestMessage(request, person.email));
  }

  // Referee Ada: a draft saved earlier (save and come back), then an upload and a signature in the browser.
  const adaSession = await refereeSession(request, info, invites[0] as OutboxMessage);
  const draft: Record<string, unknown> = { ...LETTER, letter: `${SECRET} by Ada.`, referee_name: people[0]?.name };
  delete draft.referee_signature;
  await saveDraft(request, adaSession, draft);
  const ada = await refereeOpens(browser, request, invites[0] as OutboxMessage);
  await expect(ada.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(ada.getByRole('region', { name: 'The applicant' })).toContainText('Ada Referee');
  await expect(ada.getByRole('textbox', { name: /^Letter/ })).toHaveValue(`${SECRET} by Ada.`);
  await expectAccessible(ada);
  await ada.locator('input[type=file]').first().setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(ada.getByRole('button', { name: 'View letter.pdf' })).toBeVisible();
  await drawOnPad(ada, ada.getByRole('img', { name: 'Signature area: draw your signature here' }));
  await ada.getByRole('button', { name: 'Save signature' }).click();
  await expect(ada.getByRole('img', { name: 'Saved signature' })).toBeVisible();
  await ada.getByRole('button', { name: 'Save draft' }).click();
  await expect(ada.getByText('Saved. You can come back later')).toBeVisible();
  await ada.getByRole('button', { name: 'Submit letter' }).click();
  await ada.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(ada).toHaveURL(/#\/ref_success$/);
  await expect(ada.getByText(`Your recommendation letter for`)).toBeVisible();
  await expectAccessible(ada);
  await ada.getByRole('link', { name: 'View the submitted letter' }).click();
  await expect(ada.getByText('This letter has been submitted and can no longer be changed.')).toBeVisible();
  await expect(ada.getByRole('button', { name: 'Submit letter' })).toHaveCount(0);

  // Referee Bo: the whole letter saved over the API, submitted in the browser; Bo's session shows only Bo's letter.
  const boSession = await refereeSession(request, info, invites[1] as OutboxMessage);
  await saveDraft(request, boSession, { ...LETTER, letter: `${SECRET} by Bo.`, referee_name: people[1]?.name });
  expect(ok(await get<LetterFormData>(request, PATHS.recommender.filed, boSession)).value.letter).toBe(`${SECRET} by Bo.`);
  const bo = await refereeOpens(browser, request, invites[1] as OutboxMessage);
  await expect(bo.getByRole('textbox', { name: /^Letter/ })).toHaveValue(`${SECRET} by Bo.`);
  await bo.getByRole('button', { name: 'Submit letter' }).click();
  await bo.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(bo).toHaveURL(/#\/ref_success$/);

  // The applicant: both completed, sending disabled; the letters stay unreadable.
  await page.getByRole('button', { name: 'Refresh statuses' }).click();
  for (const number of [1, 2]) {
    await expect(row(page, number)).toContainText('Completed');
    await expect(row(page, number).getByRole('button', { name: /Send the invitation/ })).toBeDisabled();
  }
  await expect(page.getByText(SECRET)).toHaveCount(0);
  const letterModule = ok(await get<{ values: Record<string, unknown> }>(request, PATHS.apply.filed, applicant.token, { menu_id: applicant.letterMenuId }));
  expect(JSON.stringify(letterModule.values)).not.toContain(SECRET);
  const list = ok(await get<RecommendationListData>(request, PATHS.apply.checkSendEmailState, applicant.token));
  expect(JSON.stringify(list)).not.toContain(SECRET);
});

test('a repeated recommender e-mail is refused; a link that is not valid shows a clear error', async ({ page, request }) => {
  const id = unique();
  const applicant = await freshApplicant(request, 'scu');
  const email = `same-${id}@example.org`;
  await saveRecommenders(request, applicant.token, applicant.menuId, [{ name: 'One', email }, { name: 'Two', email: email.toUpperCase() }], 0);
  await openAsApplicant(page, 'scu', applicant.token, '/referees');
  await expect(page.getByText('Recommender e-mails must not repeat.')).toBeVisible();
  await expect(row(page, 1).getByRole('button', { name: /Send the invitation/ })).toBeDisabled();
  const refused = await post(request, PATHS.apply.sendEmail, { row_number: 2 }, applicant.token);
  expect(refused.status).toBe(400);
  expect(refused.message).toBe('Recommender e-mails must not repeat');

  await openPortal(page, 'scu', '/ref_login', { lang: 'en' });
  await expect(page.getByText('This page opens from the link in your invitation e-mail.')).toBeVisible();
  await page.goto('/scu/apply/?lang=en#/ref_login?token=not-a-real-token');
  await expect(page.getByText('This invitation link is no longer valid')).toBeVisible();
  await openPortal(page, 'scu', '/reference/edit', { lang: 'en' });
  await expect(page.getByText(/Your session has ended or this link is no longer valid/)).toBeVisible();
});

test('an invited recommender e-mail change is never autosaved: only a confirmed save resets the status and kills the old link', async ({ page, request }) => {
  const id = unique();
  const applicant = await freshApplicant(request, 'scu');
  const people = [
    { name: 'Cy Referee', email: `cy-${id}@example.org` },
    { name: 'Di Referee', email: `di-${id}@example.org` },
  ];
  await saveRecommenders(request, applicant.token, applicant.menuId, people, 0);
  await openAsApplicant(page, 'scu', applicant.token, '/referees');
  await row(page, 1).getByRole('button', { name: 'Send the invitation to Cy Referee' }).click();
  await expect(row(page, 1)).toContainText('Sent');
  const invite = await latestMessage(request, people[0]?.email ?? '');
  const oldToken = new URL(linkPath(invite), 'http://x').hash.split('token=')[1] ?? '';

  // The form now names a new e-mail for row 1 (as the module page passes its unsaved values to the panel).
  const moved = `cy-new-${id}@example.org`;
  await openAsApplicant(page, 'scu', applicant.token, `/applyform/basic?menu_id=${applicant.menuId}`);
  const email = page.getByRole('textbox', { name: /e-mail/i }).first();
  await email.fill(moved);
  await email.blur();
  const warning = page.getByText(`The e-mail of Cy Referee changed from ${people[0]?.email ?? ''} to ${moved}.`);
  await expect(warning).toBeVisible();
  // The autosave is refused by the server until the applicant confirms: the invitation stays as it was.
  await expect(page.getByText("An invited recommender's e-mail would be changed or removed; please confirm before saving")).toBeVisible();
  await expect(row(page, 1)).toContainText('Sent');
  expect((await post(request, PATHS.recommender.login, { token: oldToken })).status).toBe(200);
  await page.getByRole('button', { name: 'Confirm the new e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: "Change the recommender's e-mail?" });
  await expect(dialog).toContainText('resets the send status');
  await dialog.getByRole('button', { name: 'Change e-mail' }).click();
  // The panel follows the save by itself (no refresh).
  await expect(row(page, 1)).toContainText(moved);
  await expect(row(page, 1)).toContainText('Not sent');
  const relogin = await post(request, PATHS.recommender.login, { token: oldToken });
  expect(relogin.status).toBe(401);
});

test('schwarzman: two-step status, a reminder once a day, the schwarzman letter screen', async ({ page, browser, request }) => {
  const id = unique();
  const applicant = await freshApplicant(request, 'sc');
  const people = [
    { name: 'Eve Referee', email: `eve-${id}@example.org` },
    { name: 'Fay Referee', email: `fay-${id}@example.org` },
  ];
  await saveRecommenders(request, applicant.token, applicant.menuId, people, 0);
  await openAsApplicant(page, 'sc', applicant.token, '/referees');
  await expect(row(page, 1)).toContainText('Not invited yet');
  await row(page, 1).getByRole('button', { name: 'Send the invitation to Eve Referee' }).click();
  await expect(row(page, 1)).toContainText('Invited, waiting for the letter');
  const first = await latestMessage(request, people[0]?.email ?? '');
  await row(page, 1).getByRole('button', { name: 'Send a reminder to Eve Referee' }).click();
  await expect(page.getByText(`Reminder sent to ${people[0]?.email ?? ''}.`)).toBeVisible();
  await expect(row(page, 1)).toContainText('Last reminder:');
  await expect(row(page, 1)).toContainText('Next reminder possible after');
  await expect(row(page, 1).getByRole('button', { name: 'Send a reminder to Eve Referee' })).toBeDisabled();
  const again = await post(request, PATHS.apply.remind, { row_number: 1 }, applicant.token);
  expect(again.status).toBe(429);
  await expectAccessible(page);

  const reminder = await latestMessage(request, people[0]?.email ?? '', first.id);
  const eve = await refereeOpens(browser, request, reminder);
  await expect(eve).toHaveURL(/#\/reference\/schwarzman$/);
  await expect(eve.getByRole('heading', { name: 'Step 1: about the applicant' })).toBeVisible();
  await expect(eve.getByRole('heading', { name: 'Step 2: your letter' })).toBeVisible();
  // The first e-mail's link keeps working beside the reminder's until the letter is submitted.
  const earlier = await post(request, PATHS.recommender.login, { token: new URL(linkPath(first), 'http://x').hash.split('token=')[1] ?? '' });
  expect(earlier.status).toBe(200);
});

for (const lang of ['sc', 'tc', 'en'] as const) {
  test(`referee screens have no WCAG 2.2 A/AA violations (${lang})`, async ({ browser, request }) => {
    const id = unique();
    const applicant = await freshApplicant(request, 'scu');
    const email = `axe-${lang}-${id}@example.org`;
    await saveRecommenders(request, applicant.token, applicant.menuId, [{ name: 'Axe Referee', email }, { name: 'Other', email: `o-${email}` }], 0);
    ok(await post(request, PATHS.apply.sendEmail, { row_number: 1 }, applicant.token));
    const invite = await latestMessage(request, email);
    const context = await browser.newContext();
    const page = await context.newPage();
    const url = new URL(linkPath(invite), 'http://x');
    await page.goto(`${url.pathname}?lang=${lang}${url.hash}`);
    await expect(page.locator('#referee-code')).toBeVisible();
    await expectAccessible(page);
    await page.locator('form').getByRole('button').first().click();
    const code = codeOf(await latestMessage(request, email, invite.id));
    await page.locator('#referee-code').fill(code);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/#\/reference\/edit$/);
    await expect(page.locator('#referee-letter')).toBeVisible();
    await expectAccessible(page);
    await context.close();
  });
}

test('the recommenders panel follows a save of the module and states its minimum from the definition', async ({ page, request }) => {
  const id = unique();
  const applicant = await freshApplicant(request, 'sc');
  await openAsApplicant(page, 'sc', applicant.token, `/applyform/basic?menu_id=${applicant.menuId}`);
  await expect(page.getByTestId('recommenders-minimum')).toHaveText('This module needs at least 2 recommenders; 0 saved so far.');
  const email = `panel-${id}@example.org`;
  await page.getByRole('textbox', { name: /^Name/ }).first().fill('Panel Referee');
  await page.getByRole('textbox', { name: /e-mail/i }).first().fill(email);
  await page.getByTestId('apply-save').click();
  await expect(row(page, 1)).toContainText(email);
  await expect(page.getByText('Save this module first')).toHaveCount(0);
  await expect(page.getByTestId('recommenders-minimum')).toHaveText('This module needs at least 2 recommenders; 1 saved so far.');
});

test('ref_success without a referee session goes to the referee login; a blank letter opens with today as its date', async ({ browser, page, request }) => {
  await openPortal(page, 'scu', '/ref_success', { lang: 'en' });
  await expect(page).toHaveURL(/#\/ref_login/);
  await expect(page.getByText('Your recommendation letter for')).toHaveCount(0);

  const id = unique();
  const applicant = await freshApplicant(request, 'scu');
  const person = { name: 'Dated Referee', email: `dated-${id}@example.org` };
  await saveRecommenders(request, applicant.token, applicant.menuId, [person], 0);
  ok(await post(request, PATHS.apply.sendEmail, { row_number: 1 }, applicant.token));
  const referee = await refereeOpens(browser, request, await latestMessage(request, person.email));
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  await expect(referee.getByRole('textbox', { name: /^Date/ })).toHaveValue(today);
  await referee.getByRole('button', { name: 'Save draft' }).click();
  await expect(referee.getByText(/^Saved\./)).toBeVisible();
});
