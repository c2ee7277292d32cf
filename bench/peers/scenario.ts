import { type Browser, type Page } from '@playwright/test';
import { Metrics } from './cdp';
import type { Implementation } from './implementations';
import { GROUP, TYPING_FIELDS, benchFields } from './module';

const TEXT = 'Quick brown foxes jump over lazy dogs near the quiet riverbank';
const BURST_DELAY_MS = 5;
/** Longer than the portal's validation delay and text commit delay (150 ms each). */
const WORD_PAUSE_MS = 600;
/** Lets the commit and validation that follow the last keystroke (or a blur) finish inside the window. */
const SETTLE_MS = 1000;
const BLUR_TEXT = 'abcd';

/** Every field is shown at once in every implementation, so these errors appear in the first validation's paint. */
const REQUIRED_TEXT_INPUTS = benchFields().filter((field) => !field.dependent && field.required && (field.kind === 'text' || field.kind === 'email')).length;

export interface RunFigures {
  open_ms: number;
  open_wall_ms: number;
  open_settle_ms: number;
  heap_mb: number;
  typing_burst_ms: number;
  typing_ms: number;
  commit_ms: number;
  first_validation_ms: number;
  first_validation_wall_ms: number;
  /** Typing with word pauses while the errors of the first validation are shown; NaN when keystrokes were lost. */
  typing_after_validation_ms: number;
  trigger_ms: number;
  trigger_wall_ms: number;
  untrigger_ms: number;
  add_row_ms: number;
  add_row_wall_ms: number;
}

export interface RunResult {
  figures: RunFigures;
  /** Why typed text did not end up in its field, if it did not. */
  lostKeystrokes: string[];
}

const round = (value: number) => Number(value.toFixed(2));

/** Undefined when the field holds what was typed, else what went wrong. */
async function valueProblem(page: Page, label: string, expected: string): Promise<string | undefined> {
  const actual = await page.getByLabel(label, { exact: true }).inputValue();
  if (actual === expected) return undefined;
  const focused = await page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}` : 'nothing';
  });
  return `${label} holds ${JSON.stringify(actual)} after typing ${JSON.stringify(expected)} (focus ended on ${focused})`;
}

/**
 * The centre of an element scrolled into view, once its position holds still: forms that skip layout off screen
 * (`content-visibility: auto`) move things as they scroll, so one measurement right after scrolling can be stale.
 */
async function centre(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const target = page.locator(selector);
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  let previous = '';
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const box = await target.boundingBox();
    if (!box) continue;
    const inView = box.y >= 0 && box.y + box.height <= viewport.height;
    const key = `${box.x},${box.y}`;
    if (inView && key === previous) return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    previous = key;
  }
  throw new Error(`${selector} does not hold still on screen`);
}

async function focusField(page: Page, label: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await page.waitForTimeout(300);
}

/** Types word by word, pausing after each word longer than any commit or validation delay. */
async function typeWithPauses(page: Page): Promise<void> {
  for (const word of TEXT.split(/(?<= )/)) {
    await page.keyboard.type(word);
    await page.waitForTimeout(WORD_PAUSE_MS);
  }
  await page.waitForTimeout(SETTLE_MS);
}

/**
 * One implementation in its own fresh page, every measure in turn, each one's main-thread CPU from the DevTools
 * protocol. Typing is measured on the fresh form and again once the first validation has put its errors on screen.
 * Text lost before the first validation throws; text lost after it is reported with the figures.
 */
export async function runScenario(browser: Browser, url: string, implementation: Implementation): Promise<RunResult> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const failures: string[] = [];
  const lostKeystrokes: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  const mustHold = async (label: string, expected: string) => {
    const problem = await valueProblem(page, label, expected);
    if (problem) throw new Error(`${implementation} lost keystrokes: ${problem}`);
  };
  const metrics = await Metrics.attach(page);
  await page.goto(`${url}?impl=${implementation}`);
  await page.evaluate(() => window.bench.ready);
  await page.waitForTimeout(500);

  const open = await metrics.spent(() => page.evaluate(() => window.bench.mount()));
  const openSettle = await metrics.spent(() => page.waitForTimeout(SETTLE_MS));
  const heap = await metrics.heapMb();

  await focusField(page, TYPING_FIELDS.burst);
  const burst = await metrics.spent(async () => {
    await page.keyboard.type(TEXT, { delay: BURST_DELAY_MS });
    await page.waitForTimeout(SETTLE_MS);
  });
  await mustHold(TYPING_FIELDS.burst, TEXT);

  await focusField(page, TYPING_FIELDS.paused);
  const paused = await metrics.spent(() => typeWithPauses(page));
  await mustHold(TYPING_FIELDS.paused, TEXT);

  await focusField(page, TYPING_FIELDS.blur);
  await page.keyboard.type(BLUR_TEXT);
  const commit = await metrics.spent(async () => {
    await page.keyboard.press('Tab');
    await page.waitForTimeout(SETTLE_MS);
  });
  await mustHold(TYPING_FIELDS.blur, BLUR_TEXT);

  const validation = await metrics.spent(() => page.evaluate((min) => window.bench.validate(min), REQUIRED_TEXT_INPUTS));
  await page.waitForTimeout(SETTLE_MS);

  await focusField(page, TYPING_FIELDS.afterValidation);
  const afterValidation = await metrics.spent(() => typeWithPauses(page));
  const lost = await valueProblem(page, TYPING_FIELDS.afterValidation, TEXT);
  if (lost) lostKeystrokes.push(lost);

  await page.evaluate(() => window.bench.tagControls());
  const hiddenInputs = await page.evaluate(() => window.bench.inputCount());
  const show = await centre(page, '[data-bench="open"]');
  const trigger = await metrics.spent(async () => {
    await page.mouse.click(show.x, show.y);
    await page.evaluate(() => window.bench.untilShown());
  });
  await page.waitForTimeout(SETTLE_MS);
  const hide = await centre(page, '[data-bench="close"]');
  const untrigger = await metrics.spent(async () => {
    await page.mouse.click(hide.x, hide.y);
    await page.evaluate((count) => window.bench.untilInputsAtMost(count), hiddenInputs);
  });
  await page.waitForTimeout(SETTLE_MS);

  const add = await centre(page, '[data-bench="add"]');
  const before = await page.evaluate(() => window.bench.inputCount());
  const addRow = await metrics.spent(async () => {
    await page.mouse.click(add.x, add.y);
    await page.evaluate((count) => window.bench.untilInputsAtLeast(count), before + GROUP.columns.length);
  });
  await page.close();
  if (failures.length > 0) throw new Error(`${implementation} threw in the page: ${failures.join('; ')}`);

  const figures: RunFigures = {
    open_ms: round(open.cpu),
    open_wall_ms: round(open.wall),
    open_settle_ms: round(openSettle.cpu),
    heap_mb: round(heap),
    typing_burst_ms: round(burst.cpu / TEXT.length),
    typing_ms: round(paused.cpu / TEXT.length),
    commit_ms: round(commit.cpu),
    first_validation_ms: round(validation.cpu),
    first_validation_wall_ms: round(validation.wall),
    typing_after_validation_ms: lost ? NaN : round(afterValidation.cpu / TEXT.length),
    trigger_ms: round(trigger.cpu),
    trigger_wall_ms: round(trigger.wall),
    untrigger_ms: round(untrigger.cpu),
    add_row_ms: round(addRow.cpu),
    add_row_wall_ms: round(addRow.wall),
  };
  return { figures, lostKeystrokes };
}
