import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import { ARTICLE_CATEGORIES, CONTENT_PATHS, type ContentItem, type MessagePage, type MessageRecord, type Paged } from '../../../../protocol/content';
import { seed } from '../../../../server/seed';
import { useTestServer } from '../suiteServer';

describe('content: one item by id, the information hub by category, reading all messages', () => {
  const server = useTestServer();
  let scu: number;
  beforeAll(async () => {
    scu = await server.projectId('scu');
  });

  const list = async (path: string, query: Record<string, string | number>, headers: Record<string, string> = {}) =>
    (await server.get(path, query, headers)).body.data as Paged<ContentItem>;

  it('answers one notice or news item by id, with the read flag of the signed-in user, and 404 for a missing or foreign one', async () => {
    const notices = await list(PATHS.public.notice, { project_id: scu });
    const target = notices.list[1] as ContentItem;
    const anonymous = await server.get(PATHS.public.notice, { project_id: scu, id: target.id }, { lang: 'en' });
    expect(anonymous.body).toMatchObject({ status: 200, data: { id: target.id, kind: 'notice', title: target.title, read: false } });
    expect((anonymous.body.data as ContentItem).body).toContain('<p>');

    const alice = await server.applicant('scu');
    await server.post(PATHS.batch.readNotice, { id: target.id }, alice.headers);
    const mine = await server.get(PATHS.public.notice, { id: target.id }, alice.headers);
    expect(mine.body.data).toMatchObject({ id: target.id, read: true });

    expect((await server.get(PATHS.public.notice, { project_id: scu, id: 999999 })).statusCode).toBe(404);
    const news = await list(PATHS.public.tidings, { project_id: scu });
    const newsId = (news.list[0] as ContentItem).id;
    expect((await server.get(PATHS.public.notice, { project_id: scu, id: newsId })).statusCode).toBe(404);
    expect((await server.get(PATHS.public.tidings, { project_id: scu, id: newsId })).body.data).toMatchObject({ id: newsId, kind: 'news', category: 'news' });
    const other = await server.projectId('sc');
    expect((await server.get(PATHS.public.notice, { project_id: other, id: target.id })).statusCode).toBe(404);
    expect((await server.get(PATHS.public.notice, { project_id: scu, id: 'abc' })).statusCode).toBe(400);
  });

  it('lists every hub category of every demo project, with the kinds filed under it', async () => {
    const kinds = async (category: string) => (await list(CONTENT_PATHS.article, { project_id: scu, category, page_size: 50 })).list.map((item) => item.kind).sort();
    expect(await kinds('apply-info')).toEqual(['article', 'single_page']);
    expect(await kinds('news')).toEqual(['news', 'news', 'news']);
    expect(await kinds('download-files')).toEqual(['download', 'download']);
    expect(await kinds('examination')).toEqual(['article', 'article']);
    expect(await kinds('experience')).toEqual(['article', 'article']);
    expect(await kinds('activities')).toEqual(['article']);
    expect(await kinds('progress')).toEqual(['article']);
    expect(await kinds('personal_data')).toEqual(['article', 'single_page']);
    for (const project of ['sc', 'itf', 'data', 'jcdc', 'xjtu', 'qyj']) {
      const id = await server.projectId(project);
      for (const category of ARTICLE_CATEGORIES) {
        const page = await list(CONTENT_PATHS.article, { project_id: id, category });
        expect(page.total, `${project} ${category}`).toBeGreaterThan(0);
        expect(page.list.every((item) => item.category === category)).toBe(true);
      }
    }
  });

  it('answers a hub item by id in the request language and refuses an unknown category or a missing one', async () => {
    const exam = await list(CONTENT_PATHS.article, { project_id: scu, category: 'examination' }, { lang: 'tc' });
    const first = exam.list[0] as ContentItem;
    expect(first.title).toBe('筆試安排');
    const one = await server.get(CONTENT_PATHS.article, { project_id: scu, id: first.id }, { lang: 'en' });
    expect(one.body.data).toMatchObject({ id: first.id, title: 'Written examination', category: 'examination' });
    const unknown = await server.get(CONTENT_PATHS.article, { project_id: scu, category: 'secrets' });
    expect(unknown.statusCode).toBe(400);
    const none = await server.get(CONTENT_PATHS.article, { project_id: scu });
    expect(none.body).toMatchObject({ status: 400 });
  });

  it('files existing rows under their category when seeding again, and adds nothing', async () => {
    const db = server.app.ctx.db;
    await db.updateTable('contents').set({ category: null }).where('project_id', '=', scu).execute();
    expect((await list(CONTENT_PATHS.article, { project_id: scu, category: 'news' })).total).toBe(0);
    const before = await db.selectFrom('contents').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
    await seed(db, server.clock.now());
    const after = await db.selectFrom('contents').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
    expect(Number(after?.count)).toBe(Number(before?.count));
    expect((await list(CONTENT_PATHS.article, { project_id: scu, category: 'news' })).total).toBe(3);
  });

  it('answers one of your messages by id, and marks all read at once (only yours)', async () => {
    const alice = await server.applicant('sc');
    const bob = await server.applicant('sc');
    const page = (await server.get(PATHS.org.messageRecordList, {}, alice.headers)).body.data as MessagePage;
    const first = page.list[0] as MessageRecord;
    const one = await server.get(PATHS.org.messageRecordList, { id: first.id }, { ...alice.headers, lang: 'en' });
    expect(one.body.data).toMatchObject({ id: first.id, title: 'Application deadline reminder', read: false });

    const all = await server.post(CONTENT_PATHS.messageReadAll, {}, alice.headers);
    expect(all.body).toMatchObject({ status: 200, data: { marked: 2, unread: 0 } });
    expect((await server.post(CONTENT_PATHS.messageReadAll, {}, alice.headers)).body.data).toEqual({ marked: 0, unread: 0 });
    const after = (await server.get(PATHS.org.messageRecordList, {}, alice.headers)).body.data as MessagePage;
    expect(after.list.every((message) => message.read)).toBe(true);
    expect(((await server.get(PATHS.org.messageRecordList, {}, bob.headers)).body.data as MessagePage).unread).toBe(2);

    const secret = await server.app.ctx.db
      .insertInto('messages')
      .values({ project_id: await server.projectId('sc'), user_id: alice.userId, title: 'Admission decision', body: 'Admitted.', created_at: server.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await server.get(PATHS.org.messageRecordList, { id: secret.id }, bob.headers)).statusCode).toBe(404);
    expect((await server.post(CONTENT_PATHS.messageReadAll, {}, bob.headers)).body.data).toEqual({ marked: 2, unread: 0 });
    expect(((await server.get(PATHS.org.messageRecordList, {}, alice.headers)).body.data as MessagePage).unread).toBe(1);
    expect((await server.post(CONTENT_PATHS.messageReadAll)).statusCode).toBe(401);
  });
});
