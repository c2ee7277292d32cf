import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import { CONTENT_PATHS, type MessagePage } from '../../../../protocol/content';
import { countUnreadMessages } from '../../../../server/services/content/messages';
import { useTestServer } from '../suiteServer';

describe('content: message centre', () => {
  const server = useTestServer();

  const personal = async (userId: number, domain: string, title: string) => {
    const row = await server.app.ctx.db
      .insertInto('messages')
      .values({ project_id: await server.projectId(domain), user_id: userId, title, body: 'Your interview is on Monday.', created_at: server.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('lists project-wide and personal messages with read flags; reading one lowers the unread count', async () => {
    const alice = await server.applicant('sc');
    const messageId = await personal(alice.userId, 'sc', 'Interview invitation');
    const list = await server.get(PATHS.org.messageRecordList, { page_size: 2 }, { ...alice.headers, lang: 'sc' });
    const page = list.body.data as MessagePage;
    expect(page).toMatchObject({ total: 3, unread: 3, has_more: true });
    expect(page.list[0]).toMatchObject({ id: messageId, title: 'Interview invitation', broadcast: false, read: false });
    expect(page.list[1]).toMatchObject({ title: '报名截止提醒', broadcast: true });
    const read = await server.post(CONTENT_PATHS.messageRead, { id: messageId }, alice.headers);
    expect(read.body).toMatchObject({ status: 200, data: { read: true, unread: 2 } });
    const again = (await server.get(PATHS.org.messageRecordList, {}, alice.headers)).body.data as MessagePage;
    expect(again.unread).toBe(2);
    expect(again.list.find((message) => message.id === messageId)?.read).toBe(true);
    const project = await server.projectId('sc');
    expect(await countUnreadMessages(server.app.ctx.db, { id: alice.userId, projectId: project })).toBe(2);
  });

  it('keeps another user’s messages invisible and unreadable', async () => {
    const alice = await server.applicant('sc');
    const bob = await server.applicant('sc');
    const secret = await personal(alice.userId, 'sc', 'Admission decision');
    const bobs = (await server.get(PATHS.org.messageRecordList, {}, bob.headers)).body.data as MessagePage;
    expect(bobs.list.map((message) => message.id)).not.toContain(secret);
    expect(bobs.total).toBe(2);
    const steal = await server.post(CONTENT_PATHS.messageRead, { id: secret }, bob.headers);
    expect(steal.body).toMatchObject({ status: 404, message: 'This message does not exist' });
    const otherProject = await server.applicant('scu');
    const scuList = (await server.get(PATHS.org.messageRecordList, {}, otherProject.headers)).body.data as MessagePage;
    expect(scuList.list.every((message) => message.broadcast)).toBe(true);
    expect(scuList.list[0]?.title).toBe('Application deadline reminder');
  });

  it('needs a session and a valid id', async () => {
    const alice = await server.applicant('sc');
    expect((await server.get(PATHS.org.messageRecordList)).statusCode).toBe(401);
    expect((await server.post(CONTENT_PATHS.messageRead, { id: 1 })).statusCode).toBe(401);
    expect((await server.post(CONTENT_PATHS.messageRead, { id: 'abc' }, alice.headers)).body.message).toBe('id is not valid');
    expect((await server.post(CONTENT_PATHS.messageRead, { id: 999999 }, alice.headers)).statusCode).toBe(404);
    const expired = await server.applicant('sc');
    server.clock.advance(server.config.sessionTtlMs + 1000);
    expect((await server.get(PATHS.org.messageRecordList, {}, expired.headers)).statusCode).toBe(401);
  });
});
