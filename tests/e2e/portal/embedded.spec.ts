import { expect, test, type Page } from '../cspGuard';
import { expectAccessible, openPortal } from './support';

type Lang = 'sc' | 'tc' | 'en';
const GUIDE = '/downloads/application-guide.pdf';

const TEXT: Record<Lang, { frame: string; open: string; missing: RegExp; scheme: RegExp; origin: RegExp; notFound: RegExp; notPdf: RegExp }> = {
  sc: {
    frame: 'PDF 查看器：application-guide.pdf',
    open: '直接打开或下载“application-guide.pdf”',
    missing: /没有提供文件地址/,
    scheme: /只能显示 http 或 https 地址的文件/,
    origin: /只能显示本站的文件/,
    notFound: /找不到文件“no-such-file\.pdf”（404）/,
    notPdf: /不是 PDF 文件/,
  },
  tc: {
    frame: 'PDF 檢視器：application-guide.pdf',
    open: '直接開啟或下載「application-guide.pdf」',
    missing: /沒有提供檔案地址/,
    scheme: /只能顯示 http 或 https 地址的檔案/,
    origin: /只能顯示本站的檔案/,
    notFound: /找不到檔案「no-such-file\.pdf」（404）/,
    notPdf: /不是 PDF 檔案/,
  },
  en: {
    frame: 'PDF viewer: application-guide.pdf',
    open: 'Open or download “application-guide.pdf” directly',
    missing: /No file address was given/,
    scheme: /Only files with an http or https address can be shown/,
    origin: /Only files of this site can be shown/,
    notFound: /The file “no-such-file\.pdf” could not be found \(404\)/,
    notPdf: /is not a PDF file/,
  },
};

/** Opens `/embedded_h5` with a query (the portal's hash route carries it) in a language. */
async function openEmbedded(page: Page, query: string, lang: Lang): Promise<void> {
  await openPortal(page, 'scu', `/embedded_h5${query}`, lang === 'sc' ? {} : { lang });
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const lang of ['sc', 'tc', 'en'] as const) {
  test(`in ${lang}, a file of the portal's site is shown in a viewer of the whole window height, with a direct link`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openEmbedded(page, `?url=${encodeURIComponent(GUIDE)}`, lang);
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', GUIDE);
    await expect(frame).toHaveAttribute('title', TEXT[lang].frame);
    await expect.poll(() => page.frames().some((shown) => shown.url().startsWith('chrome-extension://')), { message: "the browser's PDF viewer shows the file in place" }).toBe(true);
    expect(await frame.evaluate((element) => Math.round(element.getBoundingClientRect().height))).toBe(812);
    await expect(page.getByRole('link', { name: TEXT[lang].open })).toHaveAttribute('href', GUIDE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('application-guide.pdf');
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
  });

  test(`in ${lang}, addresses that cannot be shown each say why instead of showing a frame`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const cases: Array<[string, RegExp]> = [
      ['', TEXT[lang].missing],
      [`?url=${encodeURIComponent('javascript:alert(document.domain)')}`, TEXT[lang].scheme],
      [`?url=${encodeURIComponent('https://example.com/application-guide.pdf')}`, TEXT[lang].origin],
      [`?url=${encodeURIComponent('/downloads/no-such-file.pdf')}`, TEXT[lang].notFound],
    ];
    for (const [query, message] of cases) {
      await openEmbedded(page, query, lang);
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(await noSidewaysScroll(page)).toBe(true);
    }
    await expectAccessible(page);
  });
}

test('?file= is accepted too, and a file that is not a PDF gets the direct link only', async ({ page }) => {
  await openEmbedded(page, `?file=${encodeURIComponent('downloads/recommendation-letter-template.txt')}`, 'en');
  await expect(page.getByText(TEXT.en.notPdf)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open or download “recommendation-letter-template.txt” directly' })).toHaveAttribute(
    'href',
    '/downloads/recommendation-letter-template.txt',
  );
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectAccessible(page);
});

test('a file that cannot be reached says so, and a retry checks again', async ({ page }) => {
  let refuse = true;
  await page.route('**/downloads/application-guide.pdf', (route) => (refuse ? route.abort('connectionrefused') : route.continue()));
  await openEmbedded(page, `?url=${encodeURIComponent(GUIDE)}`, 'en');
  await expect(page.getByText(/The file “application-guide\.pdf” cannot be reached right now: The network is unavailable/)).toBeVisible();
  refuse = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', GUIDE);
});
