import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { ContentItem, MarkData, Paged } from '../../../../protocol/content';
import { seed } from '../../../../server/seed';
import { useTestServer } from '../suiteServer';

const TABLES = ['contents', 'messages', 'activities', 'activity_signups', 'questionnaires'] as const;

describe('content: notices, news, FAQ, single pages, read marks, feedback', () => {
  const server = useTestServer();
  let scu: number;
  beforeAll(async () => {
    scu = await server.projectId('scu');
  });

  const counts = async () => {
    const result: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await server.app.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
      result[table] = Number(row?.count ?? 0);
    }
    return result;
  };

  it('seeds every project and adds nothing when seeding again', async () => {
    const before = await counts();
    expect(before.contents).toBeGreaterThanOrEqual(7 * 17);
    const broadcasts = await server.app.ctx.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('count')).where('user_id', 'is', null).executeTakeFirst();
    expect(Number(broadcasts?.count)).toBe(14);
    expect(before.activities).toBe(49);
    expect(before.questionnaires).toBe(7);
    await seed(server.app.ctx.db, server.clock.now());
    await seed(server.app.ctx.db, server.clock.now() + 1000);
    expect(await counts()).toEqual(before);
  });

  it('pages notices with the important one first and text in the request language', async () => {
    const first = await server.get(PATHS.public.notice, { project_id: scu, page: 1, page_size: 2 });
    expect(first.statusCode).toBe(200);
    const page = first.body.data as Paged<ContentItem>;
    expect(page).toMatchObject({ total: 3, page: 1, page_size: 2, has_more: true });
    expect(page.list[0]).toMatchObject({ important: true, title: 'Online application for Sichuan University Graduate Admissions is now open', read: false });
    expect(page.list[0]?.title_i18n.sc).toBe('四川大学研究生招生网上报名系统开放通知');
    const second = (await server.get(PATHS.public.notice, { project_id: scu, page: 2, page_size: 2 })).body.data as Paged<ContentItem>;
    expect(second.list).toHaveLength(1);
    expect(second.has_more).toBe(false);
    const tc = (await server.get(PATHS.public.notice, { domain: 'scu' }, { lang: 'tc' })).body.data as Paged<ContentItem>;
    expect(tc.list[0]?.title).toBe('四川大學研究生招生網上報名系統開放通知');
  });

  it('lists news and FAQ, refuses a page size over 50 and a call without project', async () => {
    const news = (await server.get(PATHS.public.tidings, { project_id: scu }, { lang: 'sc' })).body.data as Paged<ContentItem>;
    expect(news.total).toBe(3);
    expect(news.list[0]?.title).toMatch(/[\u4e00-\u9fa5]/);
    const faq = (await server.get(PATHS.public.faq, { project_id: scu })).body.data as Paged<ContentItem>;
    expect(faq.total).toBeGreaterThanOrEqual(5);
    expect(faq.list[0]).toMatchObject({ title: 'How do I create an application account?' });
    const big = await server.get(PATHS.public.faq, { project_id: scu, page_size: 51 });
    expect(big.statusCode).toBe(400);
    expect(big.body.message).toBe('page_size is not valid');
    const none = await server.get(PATHS.public.faq);
    expect(none.body).toMatchObject({ status: 400, message: 'project_id cannot be empty' });
    const unknown = await server.get(PATHS.public.faq, { domain: 'nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers single pages by slug and id, and 404 for another project’s page', async () => {
    const bySlug = await server.get(PATHS.public.singlePage, { project_id: scu, slug: 'privacy' });
    const page = bySlug.body.data as ContentItem;
    expect(page).toMatchObject({ kind: 'single_page', slug: 'privacy', title: 'Privacy notice' });
    const byId = await server.get(PATHS.public.singlePage, { project_id: scu, id: page.id });
    expect((byId.body.data as ContentItem).slug).toBe('privacy');
    const other = await server.get(PATHS.public.singlePage, { domain: 'data', id: page.id });
    expect(other.statusCode).toBe(404);
    expect((await server.get(PATHS.public.singlePage, { project_id: scu })).body.message).toBe('id cannot be empty');
  });

  it('records reads of pages and notices and shows them in lists and marks', async () => {
    const { headers } = await server.applicant('scu');
    const { headers: otherHeaders } = await server.applicant('scu');
    const notices = (await server.get(PATHS.public.notice, {}, headers)).body.data as Paged<ContentItem>;
    const notice = notices.list[1]!;
    const read = await server.post(PATHS.batch.readNotice, { id: notice.id }, headers);
    expect(read.body).toMatchObject({ status: 200, data: { id: notice.id, read: true, unread: 2 } });
    await server.post(PATHS.batch.readNotice, { id: notice.id }, headers);
    const after = (await server.get(PATHS.public.notice, {}, headers)).body.data as Paged<ContentItem>;
    expect(after.list.find((item) => item.id === notice.id)?.read).toBe(true);
    const guide = (await server.get(PATHS.public.singlePage, { slug: 'application_guide' }, headers)).body.data as ContentItem;
    expect((await server.post(PATHS.public.singlePageRead, { id: guide.id }, headers)).statusCode).toBe(200);
    const mark = (await server.get(PATHS.public.mark, {}, headers)).body.data as MarkData;
    expect(mark.notice).toEqual({ total: 3, unread: 2, read_ids: [notice.id] });
    expect(mark.single_page.read_ids).toEqual([guide.id]);
    const otherMark = (await server.get(PATHS.public.mark, {}, otherHeaders)).body.data as MarkData;
    expect(otherMark.notice.unread).toBe(3);
    expect((await server.get(PATHS.public.singlePage, { id: guide.id }, otherHeaders)).body.data).toMatchObject({ read: false });
  });

  it('refuses reads without a session, of unknown ids and of another project’s content', async () => {
    const notices = (await server.get(PATHS.public.notice, { domain: 'data' })).body.data as Paged<ContentItem>;
    const { headers } = await server.applicant('scu');
    expect((await server.post(PATHS.batch.readNotice, { id: notices.list[0]!.id })).statusCode).toBe(401);
    expect((await server.post(PATHS.batch.readNotice, { id: notices.list[0]!.id }, headers)).statusCode).toBe(404);
    expect((await server.post(PATHS.batch.readNotice, { id: 'x' }, headers)).body.message).toBe('id is not valid');
    expect((await server.post(PATHS.public.singlePageRead, {}, headers)).body.message).toBe('id cannot be empty');
  });

  it('stores feedback with validation and lists only the user’s own', async () => {
    const { headers } = await server.applicant('scu');
    const { headers: other } = await server.applicant('scu');
    expect((await server.post(PATHS.public.feedback, { content: 'hi' })).statusCode).toBe(401);
    expect((await server.post(PATHS.public.feedback, { content: '   ' }, headers)).body).toMatchObject({ status: 400, message: 'content cannot be empty' });
    expect((await server.post(PATHS.public.feedback, {}, headers)).body.message).toBe('content cannot be empty');
    const long = await server.post(PATHS.public.feedback, { content: '字'.repeat(2001) }, { ...headers, lang: 'sc' });
    expect(long.body).toMatchObject({ status: 400, message: '反馈内容不能超过2000个字符' });
    const saved = await server.post(PATHS.public.feedback, { content: '字'.repeat(2000), contact: ' 13800138000 ' }, headers);
    expect(saved.body).toMatchObject({ status: 200, data: { contact: '13800138000' } });
    await server.post(PATHS.public.feedback, { content: 'Upload page is slow' }, other);
    const mine = (await server.get(PATHS.public.feedback, {}, headers)).body.data as Paged<{ content: string }>;
    expect(mine.total).toBe(1);
    expect(mine.list[0]?.content).toHaveLength(2000);
  });

  it('limits how often one address sends feedback', async () => {
    const { headers } = await server.applicant('scu');
    let limited = null;
    for (let attempt = 0; attempt < 25 && !limited; attempt += 1) {
      const reply = await server.post(PATHS.public.feedback, { content: `note ${attempt}` }, headers);
      if (reply.statusCode === 429) limited = reply;
    }
    expect(limited?.raw.headers['retry-after']).toBeDefined();
  });
});
