import type { ActivitySummary, Paged } from '../../../protocol/content';
import { PATHS } from '../../../protocol/paths';
import { expect, test, type Page } from '../cspGuard';
import { signIn } from './demoSession';
import { apiGet, openSignedIn, registerApplicant } from './journeyApi';
import { field } from './journeyUi';
import { expectAccessible, openPortal } from './support';

const DOMAIN = 'scu';
const OPEN_DAY = /campus open day/;

/** A mainland mobile number no other run uses. */
const uniqueMobile = () => `15${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The project's activities as an anonymous visitor reads them. */
async function activitiesOf(page: Page, domain: string): Promise<ActivitySummary[]> {
  return (await apiGet<Paged<ActivitySummary>>(page.request, PATHS.activities.list, undefined, { domain, page_size: 50 })).list;
}

async function openDay(page: Page, domain = DOMAIN): Promise<ActivitySummary> {
  const found = (await activitiesOf(page, domain)).find((activity) => OPEN_DAY.test(activity.title));
  if (!found) throw new Error(`${domain} has no campus open day`);
  return found;
}

/** Moves to a hash route inside the running portal, so what it keeps in memory stays. */
async function goTo(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, `#${route}`);
}

const stateChip = (page: Page) => page.getByRole('article').locator('[data-state]');

async function fillSignUp(page: Page, mobile: string): Promise<void> {
  await field(page, 'name').getByRole('textbox').fill('Activity Guest');
  await field(page, 'mobile').locator('input[type=tel]').fill(mobile);
  await field(page, 'attend_mode').getByRole('radio', { name: 'In person', exact: true }).check();
}

async function moveServerClock(page: Page, at: number | null): Promise<void> {
  const reply = await page.request.post('/dev/clock', { data: { at } });
  expect(reply.status()).toBe(200);
}

test.afterEach(async ({ page }) => {
  await moveServerClock(page, null);
});

test('an anonymous visitor browses, signs up (after a validation error), cancels, signs up again and signs in on the day', async ({ page }) => {
  const activity = await openDay(page);
  const mobile = uniqueMobile();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(PATHS.activities.actSignUp)) sent.push(request.url());
  });

  await openPortal(page, DOMAIN, '/activity', { lang: 'en' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activities');
  const item = page.locator(`li[data-activity-id="${activity.id}"]`);
  await expect(item.locator('[data-state]')).toHaveText('Open for sign-up');
  await expect(item).toContainText('Places left');
  await item.getByRole('link', { name: OPEN_DAY }).click();
  await expect(page).toHaveURL(new RegExp(`#/activity/details\\?id=${activity.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OPEN_DAY);
  await expect(page.getByRole('article')).toContainText('Tour the campus and labs');

  const signUp = page.getByRole('button', { name: 'Sign up', exact: true });
  await signUp.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Some details need correcting' })).toBeVisible();
  expect(sent).toEqual([]);

  await fillSignUp(page, mobile);
  await signUp.click();
  await expect(page.getByRole('status').filter({ hasText: 'You have signed up.' })).toBeVisible();
  await expect(stateChip(page)).toHaveText('Signed up');
  expect(sent).toHaveLength(1);

  await page.getByRole('button', { name: 'Cancel sign-up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your sign-up?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel sign-up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your sign-up has been cancelled.' })).toBeVisible();
  await expect(stateChip(page)).toHaveText('Open for sign-up');

  await fillSignUp(page, mobile);
  await signUp.click();
  await expect(stateChip(page)).toHaveText('Signed up');

  // A new page forgets the contact: signing up with it again is refused, and the state is then known.
  await page.reload();
  await expect(stateChip(page)).toHaveText('Open for sign-up');
  await fillSignUp(page, mobile);
  await signUp.click();
  await expect(page.getByRole('status').filter({ hasText: 'You have already signed up for this activity' })).toBeVisible();
  await expect(stateChip(page)).toHaveText('Signed up');

  await goTo(page, `/activity/signIn?id=${activity.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activity sign-in');
  await expect(page.getByRole('textbox', { name: /Phone number or e-mail/ })).toHaveValue(mobile);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Sign-in is open only on the day of the activity');

  await moveServerClock(page, activity.start_time + 30 * 60_000);
  await goTo(page, `/activity/details?id=${activity.id}`);
  await expect(stateChip(page)).toHaveText('Not signed in');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/activity/signIn\\?id=${activity.id}$`));

  // Anonymous sign-in by typing the contact (a reload forgets the one kept in memory).
  await page.reload();
  const contact = page.getByRole('textbox', { name: /Phone number or e-mail/ });
  await expect(contact).toHaveValue('');
  await contact.fill('not a contact');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Enter the phone number or e-mail address you signed up with.')).toBeVisible();
  await contact.fill(mobile);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /Signed in at/ })).toBeVisible();
  await expect(page.getByRole('main').locator('[data-state]')).toHaveText('Signed up');
  await expectAccessible(page);
});

test("the demo applicant sees each of the seven states with its label and action, and filters by state", async ({ page }) => {
  await signIn(page, DOMAIN, 'en');
  await openPortal(page, DOMAIN, '/activity', { lang: 'en' });
  const expected: Array<[RegExp | string, string, string]> = [
    [OPEN_DAY, 'signing_up', 'Open for sign-up'],
    ['Meet the faculty (small group)', 'full', 'Full'],
    ['Online information session', 'overdue', 'Sign-up ended'],
    ['Summer camp pre-registration', 'not_started', 'Not open yet'],
    ['Alumni experience evening', 'closed', 'Closed'],
    ['Lab visit', 'signed', 'Signed up'],
    ['Graduate school Q&A', 'not_signed', 'Not signed in'],
  ];
  const items = page.locator('li[data-activity-id]');
  for (const [title, state, label] of expected) {
    const chip = items.filter({ has: page.getByRole('link', { name: title }) }).locator('[data-state]');
    await expect(chip, String(title)).toHaveAttribute('data-state', state);
    await expect(chip).toHaveText(label);
  }
  await expect(page.getByRole('tab', { name: 'My activities' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Full' }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Meet the faculty (small group)');
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'All states' }).click();
  await expect(items).toHaveCount(expected.length);

  const actions: Array<[RegExp | string, (page: Page) => Promise<void>]> = [
    [OPEN_DAY, async () => expect(field(page, 'email').getByRole('textbox')).toHaveValue('demo@scu.example.com')],
    ['Meet the faculty (small group)', async () => expect(page.getByText('This activity is full: no places are left.')).toBeVisible()],
    ['Online information session', async () => expect(page.getByText('Sign-up for this activity has ended.')).toBeVisible()],
    ['Summer camp pre-registration', async () => expect(page.getByText(/^Sign-up opens on /)).toBeVisible()],
    ['Alumni experience evening', async () => expect(page.getByText('This activity has been closed by the organiser.')).toBeVisible()],
    ['Lab visit', async () => expect(page.getByRole('button', { name: 'Cancel sign-up' })).toBeVisible()],
    ['Graduate school Q&A', async () => expect(page.getByText('The activity has ended; you did not sign in.')).toBeVisible()],
  ];
  for (const [title, check] of actions) {
    await items.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await check(page);
    await page.getByRole('link', { name: 'Back to the activities' }).click();
    await expect(items.first()).toBeVisible();
  }
});

test('on the ssm project a signed-in applicant signs up with the phone prefilled and finds it under "My activities"', async ({ page }, info) => {
  const config = await apiGet<{ user_type: string }>(page.request, PATHS.public.authMode, undefined, { domain: 'sc' });
  expect(config.user_type).toBe('ssm');
  const other = await apiGet<{ user_type: string }>(page.request, PATHS.public.authMode, undefined, { domain: DOMAIN });
  expect(other.user_type).not.toBe('ssm');

  const applicant = await registerApplicant(page.request, info, 'sc');
  const activity = await openDay(page, 'sc');
  await openSignedIn(page, applicant, `/activity/details?id=${activity.id}`, 'en');
  await expect(field(page, 'mobile').locator('input[type=tel]')).toHaveValue(applicant.mobile);
  await field(page, 'name').getByRole('textbox').fill('Journey Applicant');
  await field(page, 'attend_mode').getByRole('radio', { name: 'In person', exact: true }).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(stateChip(page)).toHaveText('Signed up');

  await page.getByRole('link', { name: 'Back to the activities' }).click();
  await page.getByRole('tab', { name: 'My activities' }).click();
  const mine = page.getByRole('list', { name: 'Activities I signed up for' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine.first()).toContainText(OPEN_DAY);
  await expect(mine.first().locator('[data-state]')).toHaveText('Signed up');
  await expect(mine.first()).toContainText('Signed up');
  await expect(mine.first()).toContainText('Not yet');
  await expectAccessible(page);
});

for (const [lang, heading, chip, form, button] of [
  ['sc', '活动', '报名中', '报名表', '报名'],
  ['tc', '活動', '報名中', '報名表', '報名'],
] as const) {
  test(`in ${lang} the list and the detail are translated and fit a 375 px phone`, async ({ page }) => {
    const activity = await openDay(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await openPortal(page, DOMAIN, '/activity', { lang });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator(`li[data-activity-id="${activity.id}"] [data-state]`)).toHaveText(chip);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await page.locator(`li[data-activity-id="${activity.id}"]`).getByRole('link').click();
    await expect(page.getByRole('heading', { name: form })).toBeVisible();
    await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
  });
}

test('a missing or unknown activity says so, with the way back to the list', async ({ page }) => {
  for (const route of ['/activity/details', '/activity/details?id=999999', '/activity/signIn?id=abc']) {
    await openPortal(page, DOMAIN, route, { lang: 'en' });
    await expect(page.getByText('This activity does not exist or has been removed.')).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to the activities' }).click();
  await expect(page).toHaveURL(/#\/activity$/);
  await expect(page.locator('li[data-activity-id]').first()).toBeVisible();
});
