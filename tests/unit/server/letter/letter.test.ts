import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { ApplicationExtra } from '../../../../protocol/apply';
import type { AdmissionLetterData } from '../../../../protocol/letter';
import { newToken } from '../../../../server/services/tokens';
import { applicantWithBatch } from '../apply/helpers';
import { useTestServer } from '../suiteServer';
import { readPdf } from './pdfText';

const NOT_FOUND = { en: 'This admission letter could not be found. Please check that the link is complete', sc: '未找到该录取通知书，请核对链接是否完整' };
const EN_CONTENT = '<p>Congratulations &amp; welcome.</p><script>alert(1)</script><p>Please register in September.</p>';
const ADMISSION: ApplicationExtra['admission'] = {
  result: 'admitted',
  title: { sc: '研究生录取通知书', tc: '研究生錄取通知書', en: 'Offer of admission' },
  content: { sc: '恭喜你被录取。\n\n请于九月报到。', tc: '恭喜你被錄取。\n\n請於九月報到。', en: EN_CONTENT },
  published_at: Date.parse('2026-11-20T02:00:00Z'),
};

describe('admission letter: the anonymous page and its PDF', () => {
  const server = useTestServer();

  /** An applicant of scu with a published result and a letter token. */
  async function admitted(extra: ApplicationExtra = { admission: ADMISSION }, name = '张小明') {
    const user = await applicantWithBatch(server);
    const token = newToken();
    const { db } = server.app.ctx;
    await db.updateTable('users').set({ name }).where('id', '=', user.userId).execute();
    await db.updateTable('applications').set({ extra: JSON.stringify(extra), letter_token: token }).where('user_id', '=', user.userId).execute();
    return { ...user, token };
  }

  /** An unsigned GET without any portal header: what a browser opening a link sends. */
  const open = (path: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: path, query, headers });

  it('answers the letter for its token without a session, in the reader language', async () => {
    const { token } = await admitted();
    const en = await server.get(PATHS.letter.admissionLetter, { token });
    expect(en.statusCode).toBe(200);
    expect(en.body.data).toEqual({
      applicant_name: '张小明',
      project_title: 'Sichuan University Graduate Admissions',
      result: 'admitted',
      result_text: 'Admitted',
      title: 'Offer of admission',
      // HTML as the operator wrote it: the portal sanitises it before showing it.
      content: EN_CONTENT,
      published_at: Date.parse('2026-11-20T02:00:00Z') / 1000,
      style: { color: '#4dbca6', color_rgba: expect.any(String), ico_url: '/static/icons/scu.svg', header_image: null },
    } satisfies AdmissionLetterData);
    const sc = (await server.get(PATHS.letter.admissionLetter, { token }, { lang: 'sc' })).body.data as AdmissionLetterData;
    expect(sc).toMatchObject({ project_title: '四川大学研究生招生', result_text: '录取', title: '研究生录取通知书', content: '<p>恭喜你被录取。</p><p>请于九月报到。</p>' });
    const tc = (await server.get(PATHS.letter.admissionLetter, { token }, { lang: 'tc' })).body.data as AdmissionLetterData;
    expect(tc).toMatchObject({ project_title: '四川大學研究生招生', result_text: '錄取', title: '研究生錄取通知書' });
    const byQuery = (await server.get(PATHS.letter.admissionLetter, { token, lang: 'tc' }, { lang: 'en' })).body.data as AdmissionLetterData;
    expect(byQuery.result_text).toBe('錄取');
    expect(en.raw.headers['cache-control']).toBe('no-store');
  });

  it('gives every published result a letter, with a default title', async () => {
    const { token } = await admitted({ admission: { result: 'rejected', published_at: Date.parse('2026-11-20T02:00:00Z') } });
    const letter = (await server.get(PATHS.letter.admissionLetter, { token })).body.data as AdmissionLetterData;
    expect(letter).toMatchObject({ result: 'rejected', result_text: 'Not admitted', title: 'Notice of admission result', content: '' });
  });

  it('answers 404 with a translated message for any wrong token', async () => {
    const { token } = await admitted();
    const unpublished = await admitted({});
    const wrong = [
      newToken(),
      token.slice(0, -1),
      `${token}A`,
      `${token.slice(0, -1)}.`,
      token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(),
      "' or 1=1 --",
      unpublished.token,
      '',
    ];
    for (const candidate of wrong) {
      const reply = await server.get(PATHS.letter.admissionLetter, { token: candidate });
      expect(reply.statusCode, candidate).toBe(404);
      expect(reply.body).toEqual({ status: 404, message: NOT_FOUND.en, data: null });
    }
    expect((await server.get(PATHS.letter.admissionLetter, {})).statusCode).toBe(404);
    expect((await server.get(PATHS.letter.admissionLetter, { token: newToken() }, { lang: 'sc' })).body.message).toBe(NOT_FOUND.sc);
  });

  it('stops answering once the account is removed', async () => {
    const { token, userId } = await admitted();
    await server.app.ctx.db.updateTable('users').set({ deleted_at: server.clock.now() }).where('id', '=', userId).execute();
    expect((await server.get(PATHS.letter.admissionLetter, { token })).statusCode).toBe(404);
  });

  it('downloads the letter as a PDF with the applicant name, unsigned, without caching', async () => {
    const { token } = await admitted();
    const reply = await open(PATHS.letter.admissionLetterPdf, { token, lang: 'sc' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="_____-___.pdf"; filename*=UTF-8''${encodeURIComponent('录取通知书-张小明.pdf')}`);
    expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    const pdf = reply.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(reply.headers['content-length'])).toBe(pdf.length);
    // The font is a 10 MB file: only the glyphs used are embedded.
    expect(pdf.length).toBeGreaterThan(3_000);
    expect(pdf.length).toBeLessThan(200_000);
    const content = readPdf(pdf);
    expect(content.pages).toBe(1);
    expect(content.info).toMatchObject({ Title: '研究生录取通知书 · 张小明', Author: '四川大学研究生招生' });
    expect(content.lines).toEqual([
      '四川大学研究生招生',
      '研究生录取通知书',
      '申请人：张小明',
      '录取结果：录取',
      '张小明：',
      '恭喜你被录取。',
      '请于九月报到。',
      '四川大学研究生招生',
      '发布日期：2026年11月20日',
    ]);
  });

  it('writes the PDF in the language of the link, else of the browser; HTML content becomes paragraphs', async () => {
    const { token } = await admitted(undefined, 'Li Lei');
    const english = readPdf((await open(PATHS.letter.admissionLetterPdf, { token, lang: 'en' })).rawPayload);
    expect(english.lines).toEqual(expect.arrayContaining(['Dear Li Lei,', 'Congratulations & welcome.', 'Please register in September.', 'Result: Admitted', 'Published on 20 November 2026']));
    expect(english.lines.join('\n')).not.toContain('alert');
    const traditional = readPdf((await open(PATHS.letter.admissionLetterPdf, { token }, { 'accept-language': 'zh-TW,zh;q=0.9,en;q=0.8' })).rawPayload);
    expect(traditional.lines).toEqual(expect.arrayContaining(['研究生錄取通知書', '錄取結果：錄取', '四川大學研究生招生']));
  });

  it('answers a wrong PDF link with 404 in the language of the link', async () => {
    for (const token of [newToken(), 'short', '']) {
      const reply = await open(PATHS.letter.admissionLetterPdf, { token, lang: 'en' });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ status: 404, message: NOT_FOUND.en, data: null });
    }
  });

  it('tells the signed-in owner, and only the owner, the token of the letter link', async () => {
    const owner = await admitted();
    const info = (await server.get(PATHS.apply.getAdmissionInfo, {}, owner.headers)).body.data as { admission: { letter_token: string } };
    expect(info.admission.letter_token).toBe(owner.token);
    const other = await applicantWithBatch(server);
    expect((await server.get(PATHS.apply.getAdmissionInfo, {}, other.headers)).body.data).toMatchObject({ admission: null });
  });

  it('limits how often one address may ask', async () => {
    const token = newToken();
    const statuses: number[] = [];
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 61; i += 1) statuses.push((await server.get(PATHS.letter.admissionLetter, { token }, from)).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
