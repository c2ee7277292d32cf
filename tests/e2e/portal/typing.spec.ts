import type { APIRequestContext, Locator, Page, Request, Route, TestInfo } from '@playwright/test';
import { expect, test } from '../cspGuard';
import type { FiledData } from '../../../protocol/apply';
import { PATHS } from '../../../protocol/paths';
import { apiGet, chooseOpenBatch, moduleIdOf, openSignedIn, registerApplicant, type Applicant } from './journeyApi';
import { field, openModule, saveStatus } from './journeyUi';

/**
 * No typed character is lost: keys with random gaps of 0–400 ms (across the form's 150 ms commit delay and its
 * validation) on a CPU slowed six times, into text, textarea and phone fields of the "Every field type" module. Each
 * field must show, keep as the browser draft, send and store exactly what was typed. The gaps come from a seeded
 * generator: TYPING_SEED=<seed> repeats a run.
 */

const SEED = Number(process.env.TYPING_SEED ?? Math.floor(Math.random() * 2 ** 31));
const MODULE = 'Every field type';
const MAX_GAP_MS = 400;

/** mulberry32: a small seeded generator, so that a failing run can be repeated. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Kind = 'text' | 'textarea' | 'phone';

const FIELDS: Array<{ key: string; kind: Kind }> = [
  { key: 'name_en', kind: 'text' },
  { key: 'passport_no', kind: 'text' },
  { key: 'mobile_text', kind: 'text' },
  { key: 'landline', kind: 'text' },
  { key: 'postcode', kind: 'text' },
  { key: 'research_topic', kind: 'text' },
  { key: 'personal_intro', kind: 'textarea' },
  { key: 'research_plan_en', kind: 'textarea' },
  { key: 'remarks', kind: 'textarea' },
  { key: 'mobile', kind: 'phone' },
  { key: 'emergency_phone', kind: 'phone' },
];

const ALPHABETS: Record<Kind, string> = {
  text: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  textarea: 'abcdefghijklmnopqrstuvwxyz0123456789 ,.\n',
  phone: '0123456789-',
};

/** The textbox of a field (the number box of a phone field). */
const boxOf = (page: Page, key: string, kind: Kind): Locator => (kind === 'phone' ? field(page, key).locator('input[type=tel]') : field(page, key).getByRole('textbox').first());

/** What the module's values hold for a field that shows `text`. */
const storedOf = (kind: Kind, text: string): unknown => (text === '' ? undefined : kind === 'phone' ? { code: '+86', number: text } : text);

/** Random characters for a field: no space or line break at either end, none twice in a row (kept as typed). */
function textFor(random: () => number, kind: Kind, length: number): string {
  const alphabet = ALPHABETS[kind];
  let text = '';
  while (text.length < length) {
    const char = alphabet[Math.floor(random() * alphabet.length)] ?? 'a';
    const edge = text.length === 0 || text.length === length - 1;
    if (/\s/.test(char) && (edge || /\s$/.test(text))) continue;
    text += char;
  }
  return text;
}

/** Types `text` key by key with a random gap of 0–400 ms before each key. */
async function typeSlowly(page: Page, box: Locator, text: string, random: () => number): Promise<void> {
  await box.click();
  await box.press('ControlOrMeta+End');
  for (const char of text) {
    await page.waitForTimeout(Math.floor(random() * (MAX_GAP_MS + 1)));
    if (char === '\n') await page.keyboard.press('Enter');
    else await page.keyboard.type(char);
  }
}

/** The browser draft of the module (pages/apply/draftStore.ts), or null. */
async function draftOf(page: Page, menuId: number): Promise<Record<string, unknown> | null> {
  return page.evaluate((suffix) => {
    const key = Object.keys(localStorage).find((candidate) => candidate.startsWith('portal-draft:') && candidate.endsWith(suffix));
    const text = key ? localStorage.getItem(key) : null;
    return text ? ((JSON.parse(text) as { values: Record<string, unknown> }).values) : null;
  }, `:${menuId}`);
}

const pick = (values: Record<string, unknown> | null | undefined, keys: string[]) => Object.fromEntries(keys.map((key) => [key, values?.[key]]));

/** The module saves: each body the portal sent, and a gate that holds them while the test reads the draft. */
class Saves {
  readonly sent: Array<Record<string, unknown>> = [];
  private gate: Promise<void> | null = null;
  private open: () => void = () => undefined;

  async attach(page: Page): Promise<void> {
    await page.route(`**${PATHS.apply.basic}*`, (route) => this.handle(route));
  }

  hold(): void {
    this.gate ??= new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.open();
    this.gate = null;
  }

  private async handle(route: Route): Promise<void> {
    this.sent.push(valuesOf(route.request()));
    if (this.gate) await this.gate;
    await route.continue();
  }
}

function valuesOf(request: Request): Record<string, unknown> {
  const value = new URLSearchParams(request.postData() ?? '').get('value');
  return value ? (JSON.parse(value) as Record<string, unknown>) : {};
}

async function serverValues(page: Page, applicant: Applicant, menuId: number): Promise<Record<string, unknown>> {
  return (await apiGet<FiledData>(page.request, PATHS.apply.filed, applicant.token, { menu_id: menuId })).values;
}

async function slowDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

async function openEveryFieldType(page: Page, request: APIRequestContext, info: TestInfo) {
  const applicant = await registerApplicant(request, info, 'scu');
  await chooseOpenBatch(request, applicant);
  const menuId = moduleIdOf(info, 'scu', 'all-field-types');
  const saves = new Saves();
  await saves.attach(page);
  await openSignedIn(page, applicant, '/applyform');
  await openModule(page, MODULE);
  await expect(boxOf(page, FIELDS[0]?.key ?? '', 'text')).toBeEditable();
  return { applicant, menuId, saves };
}

test.beforeEach(() => {
  console.log(`typing seed: ${SEED} (TYPING_SEED=${SEED} repeats it)`);
  test.info().annotations.push({ type: 'seed', description: String(SEED) });
});

test('every character typed with random gaps reaches the input, the draft and the server', async ({ page, request }, info) => {
  test.setTimeout(240_000);
  const random = generator(SEED);
  const { applicant, menuId, saves } = await openEveryFieldType(page, request, info);
  await slowDown(page);
  const typed: Record<string, string> = {};
  const keys = FIELDS.map((entry) => entry.key);
  const expected = () => Object.fromEntries(FIELDS.map(({ key, kind }) => [key, storedOf(kind, typed[key] ?? '')]));

  for (const round of [1, 2]) {
    // The saves are held while typing so that the draft can be read before a save confirms it (and removes it).
    saves.hold();
    for (const { key, kind } of FIELDS) {
      const text = textFor(random, kind, round === 1 ? 3 + Math.floor(random() * 5) : 2 + Math.floor(random() * 3));
      await typeSlowly(page, boxOf(page, key, kind), text, random);
      typed[key] = (typed[key] ?? '') + text;
      await expect(boxOf(page, key, kind), `round ${round}, ${key} right after typing`).toHaveValue(typed[key] ?? '');
    }
    for (const { key, kind } of FIELDS) await expect(boxOf(page, key, kind), `round ${round}, ${key} after the other fields`).toHaveValue(typed[key] ?? '');
    await expect.poll(async () => pick(await draftOf(page, menuId), keys), { message: `round ${round}: the browser draft`, timeout: 20_000 }).toEqual(expected());
    saves.release();
    await expect(saveStatus(page)).toHaveAttribute('data-kind', 'saved', { timeout: 30_000 });
    expect(pick(saves.sent.at(-1), keys), `round ${round}: the last save sent`).toEqual(expected());
    expect(pick(await serverValues(page, applicant, menuId), keys), `round ${round}: the stored values`).toEqual(expected());
    for (const { key, kind } of FIELDS) await expect(boxOf(page, key, kind), `round ${round}, ${key} after the save`).toHaveValue(typed[key] ?? '');
  }
});

test('Save clicked right after the last key sends and stores everything typed', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const random = generator(SEED ^ 0x5bd1e995);
  const { applicant, menuId, saves } = await openEveryFieldType(page, request, info);
  await slowDown(page);
  const typed: Record<string, string> = {};
  const keys = FIELDS.map((entry) => entry.key);
  const expected = () => Object.fromEntries(FIELDS.map(({ key, kind }) => [key, storedOf(kind, typed[key] ?? '')]));

  for (const round of [1, 2, 3]) {
    const chosen = FIELDS.filter(() => random() < 0.5);
    const fields = chosen.length > 0 ? chosen : FIELDS.slice(0, 2);
    for (const { key, kind } of fields) {
      const text = textFor(random, kind, 2 + Math.floor(random() * 4));
      await typeSlowly(page, boxOf(page, key, kind), text, random);
      typed[key] = (typed[key] ?? '') + text;
    }
    const before = saves.sent.length;
    await page.getByTestId('apply-save').click();
    await expect.poll(() => saves.sent.length, { message: `round ${round}: a save was sent` }).toBeGreaterThan(before);
    await expect(saveStatus(page)).toHaveAttribute('data-kind', 'saved', { timeout: 30_000 });
    expect(pick(saves.sent.at(-1), keys), `round ${round}: the values the save sent`).toEqual(expected());
    expect(pick(await serverValues(page, applicant, menuId), keys), `round ${round}: the stored values`).toEqual(expected());
    for (const { key, kind } of FIELDS) await expect(boxOf(page, key, kind), `round ${round}, ${key} after the save`).toHaveValue(typed[key] ?? '');
    const draft = await draftOf(page, menuId);
    if (draft) expect(pick(draft, keys), `round ${round}: a draft left after the save`).toEqual(expected());
  }
});
