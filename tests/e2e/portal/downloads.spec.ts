import type { TestInfo } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page } from '../cspGuard';
import { PATHS } from '../../../protocol/paths';
import { chooseOpenBatch, openSignedIn, registerApplicant, userIdOf, withDatabase, type Applicant } from './journeyApi';
import { expectAccessible } from './support';

type Lang = 'sc' | 'tc' | 'en';

const TEXT: Record<Lang, { list: string; guide: string; template: string; download: string; pdf: string; text: string; failed: string }> = {
  sc: { list: '审核材料', guide: '申请指南（PDF）', template: '推荐信参考模板', download: '下载', pdf: 'PDF 文档', text: '文本文件', failed: '的下载未能记录' },
  tc: { list: '審核材料', guide: '申請指南（PDF）', template: '推薦信參考模板', download: '下載', pdf: 'PDF 文件', text: '文字檔', failed: '的下載未能記錄' },
  en: { list: 'Review materials', guide: 'Application guide (PDF)', template: 'Recommendation letter template', download: 'Download ', pdf: 'PDF document', text: 'Text file', failed: 'could not be recorded' },
};

/** A fresh applicant whose materials review passed, so that the apply form's tech-review step lists the files. */
async function reviewedApplicant(request: APIRequestContext, info: TestInfo): Promise<{ applicant: Applicant; userId: number }> {
  const applicant = await registerApplicant(request, info, 'scu');
  await chooseOpenBatch(request, applicant);
  const userId = withDatabase(info, (db) => {
    const id = userIdOf(db, applicant);
    db.prepare('UPDATE applications SET extra = ? WHERE user_id = ?').run(JSON.stringify({ stuff_result: 1 }), id);
    return id;
  });
  return { applicant, userId };
}

const recordsOf = (info: TestInfo, userId: number) =>
  withDatabase(info, (db) => (db.prepare('SELECT COUNT(*) AS n FROM download_records WHERE user_id = ?').get(userId) as { n: number }).n);

async function openFiles(page: Page, applicant: Applicant, lang: Lang) {
  await openSignedIn(page, applicant, '/applyform?step=review', lang);
  const list = page.getByRole('list', { name: TEXT[lang].list });
  await expect(list.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  return list;
}

for (const lang of ['sc', 'tc', 'en'] as const) {
  test(`in ${lang}, the seeded files are listed with title, name, size, type and date, and fit a 375 px phone`, async ({ page, request }, info) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { applicant } = await reviewedApplicant(request, info);
    const list = await openFiles(page, applicant, lang);
    const [guide, template] = [list.getByRole('listitem').nth(0), list.getByRole('listitem').nth(1)];
    await expect(guide.getByRole('heading', { level: 3 })).toHaveText(TEXT[lang].guide);
    await expect(guide).toContainText(/application-guide\.pdf · 1\.4 kB · \S/);
    await expect(guide.getByRole('img', { name: TEXT[lang].pdf })).toBeVisible();
    await expect(template.getByRole('heading', { level: 3 })).toHaveText(TEXT[lang].template);
    await expect(template).toContainText(/recommendation-letter-template\.txt · 1\.1 kB · \S/);
    await expect(template.getByRole('img', { name: TEXT[lang].text })).toBeVisible();
    const link = guide.getByRole('link', { name: `${TEXT[lang].download}${TEXT[lang].guide}` });
    await expect(link).toHaveAttribute('href', '/downloads/application-guide.pdf');
    await expect(link).toHaveAttribute('download', 'application-guide.pdf');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
  });
}

test('download starts the file and the server records it, once per click', async ({ page, request }, info) => {
  const { applicant, userId } = await reviewedApplicant(request, info);
  const list = await openFiles(page, applicant, 'en');
  for (const expected of [1, 2]) {
    const download = page.waitForEvent('download');
    await list.getByRole('link', { name: 'Download Application guide (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe('application-guide.pdf');
    await expect.poll(() => recordsOf(info, userId)).toBe(expected);
  }
  await expect(page.getByRole('alert').filter({ hasText: 'could not be recorded' })).toHaveCount(0);
});

test('a failed record is reported with the server\'s reason, and the file still downloads', async ({ page, request }, info) => {
  const { applicant, userId } = await reviewedApplicant(request, info);
  await page.route(`**${PATHS.misc.addMaterialDownloadInfo}`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, message: 'Recording is down', data: null }) }),
  );
  const list = await openFiles(page, applicant, 'en');
  const download = page.waitForEvent('download');
  await list.getByRole('link', { name: 'Download Recommendation letter template' }).click();
  expect((await download).suggestedFilename()).toBe('recommendation-letter-template.txt');
  await expect(page.getByRole('alert').filter({ hasText: 'could not be recorded' })).toHaveText('The download of “Recommendation letter template” could not be recorded: Recording is down. The file still downloads.');
  expect(recordsOf(info, userId)).toBe(0);
  await expectAccessible(page);
});

test('the information hub\'s download section lists the files under its own heading, downloads and records on a 375 px phone', async ({ page, request }, info) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const applicant = await registerApplicant(request, info, 'scu');
  const userId = withDatabase(info, (db) => userIdOf(db, applicant));
  await openSignedIn(page, applicant, '/article/download-files', 'en');
  const section = page.getByRole('region', { name: 'Downloads' });
  await expect(section.getByRole('heading', { level: 2, name: 'Downloads' })).toBeVisible({ timeout: 15_000 });
  const list = section.getByRole('list', { name: 'Files to download' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText(/application-guide\.pdf · 1\.4 kB/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await list.getByRole('link', { name: 'Download Application guide (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe('application-guide.pdf');
  await expect.poll(() => recordsOf(info, userId)).toBe(1);
});
