import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { DEMO_PROJECTS } from '../../server/seed/demoProjects';
import { startBuiltPortal } from './server';

/** What one Lighthouse run (mobile defaults: simulated slow 4G, 4× CPU slowdown) found on one page. */
interface PageScore {
  page: string;
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  /** Audits with weight that scored below 0.9, with Lighthouse's figure. */
  below: string;
}

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const DEMO_PASSWORD = 'Demo2026!';

/** Logs the demo applicant of `domain` in through the login screen, so the run that follows sees the signed-in home. */
async function signIn(page: Page, base: string, domain: string): Promise<void> {
  await page.goto(`${base}/${domain}/apply/?lang=en#/login`);
  await page.waitForSelector('#login-account');
  await page.type('#login-account', `demo@${domain}.example.com`);
  await page.type('#login-password', DEMO_PASSWORD);
  await page.click('form button[type=submit]');
  await page.waitForFunction(() => location.hash === '#/', { timeout: 30_000 });
}

async function audit(browser: Browser, url: string, label: string, prepare?: (page: Page) => Promise<void>): Promise<PageScore> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (prepare) await prepare(page);
    const result = await lighthouse(url, { logLevel: 'error', disableStorageReset: prepare !== undefined, onlyCategories: CATEGORIES }, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const figure = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const below = Object.values(categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
      .filter((entry) => entry !== undefined && entry.score !== null && entry.score < 0.9)
      .map((entry) => `${entry?.id}=${entry?.displayValue ?? entry?.score}`);
    return {
      page: label,
      performance: score('performance'),
      accessibility: score('accessibility'),
      best_practices: score('best-practices'),
      seo: score('seo'),
      fcp_ms: Math.round(figure('first-contentful-paint')),
      lcp_ms: Math.round(figure('largest-contentful-paint')),
      tbt_ms: Math.round(figure('total-blocking-time')),
      cls: Number(figure('cumulative-layout-shift').toFixed(3)),
      below: [...new Set(below)].join(' '),
    };
  } finally {
    await context.close();
  }
}

// LIGHTHOUSE_PROJECTS=scu,itf limits the run to those demo projects.
const wanted = process.env.LIGHTHOUSE_PROJECTS?.split(',');
const projects = DEMO_PROJECTS.filter((project) => !wanted || wanted.includes(project.domain));
const portal = await startBuiltPortal();
const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
const scores: PageScore[] = [];
try {
  for (const project of projects) {
    const pages: Array<[string, string, ((page: Page) => Promise<void>) | undefined]> = [
      [`${portal.base}/${project.domain}/apply/#/login`, `${project.domain} login`, undefined],
      // The free project's home needs no account.
      [`${portal.base}/${project.domain}/apply/#/`, `${project.domain} home`, project.free ? undefined : (page) => signIn(page, portal.base, project.domain)],
    ];
    for (const [url, label, prepare] of pages) {
      const score = await audit(browser, url, label, prepare);
      console.log(JSON.stringify(score));
      scores.push(score);
    }
  }
} finally {
  await browser.close();
  await portal.stop();
}
const least = (key: 'performance' | 'accessibility' | 'best_practices' | 'seo') => Math.min(...scores.map((score) => score[key]));
console.log(
  JSON.stringify({
    pages: scores.length,
    min_performance: least('performance'),
    min_accessibility: least('accessibility'),
    min_best_practices: least('best_practices'),
    min_seo: least('seo'),
    max_cls: Math.max(...scores.map((score) => score.cls)),
    max_lcp_ms: Math.max(...scores.map((score) => score.lcp_ms)),
  }),
);
