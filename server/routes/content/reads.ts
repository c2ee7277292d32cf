import { PATHS } from '../../../protocol';
import { CONTENT_PATHS, CONTENT_SCHEMAS } from '../../../protocol/content';
import { requireApplicant, TOKEN_SECURITY } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { findContent, markRead, readState } from '../../services/content/contents';
import { countUnreadMessages, readAllMessages, readMessage } from '../../services/content/messages';

/** Writes of read marks for the signed-in user: single pages, notices (and news), messages. */
export default async function readRoutes(app: TypedApi): Promise<void> {
  const { db, clock } = app.ctx;

  app.post(
    PATHS.public.singlePageRead,
    { schema: { tags: ['content'], summary: 'Marks a single page read', body: CONTENT_SCHEMAS.idBody, security: TOKEN_SECURITY } },
    async (request) => {
      const user = requireApplicant(request);
      const row = await findContent(db, user.projectId, ['single_page'], request.body.id);
      await markRead(db, user.id, row.id, clock.now());
      return ok({ id: row.id, read: true });
    },
  );

  app.post(
    PATHS.batch.readNotice,
    { schema: { tags: ['content'], summary: 'Marks a notice (or news item) read; answers the notices still unread', body: CONTENT_SCHEMAS.idBody, security: TOKEN_SECURITY } },
    async (request) => {
      const user = requireApplicant(request);
      const row = await findContent(db, user.projectId, ['notice', 'news'], request.body.id);
      await markRead(db, user.id, row.id, clock.now());
      const notices = await readState(db, user.projectId, user.id, 'notice');
      return ok({ id: row.id, read: true, unread: notices.total - notices.readIds.length });
    },
  );

  app.post(
    CONTENT_PATHS.messageRead,
    { schema: { tags: ['messages'], summary: 'Marks one of your messages read', body: CONTENT_SCHEMAS.idBody, security: TOKEN_SECURITY } },
    async (request) => {
      const user = requireApplicant(request);
      const reader = { id: user.id, projectId: user.projectId };
      await readMessage(db, reader, request.body.id, clock.now());
      return ok({ id: request.body.id, read: true, unread: await countUnreadMessages(db, reader) });
    },
  );

  app.post(
    CONTENT_PATHS.messageReadAll,
    { schema: { tags: ['messages'], summary: 'Marks all your messages read; answers how many were newly marked and the unread count (0)', security: TOKEN_SECURITY } },
    async (request) => {
      const user = requireApplicant(request);
      const reader = { id: user.id, projectId: user.projectId };
      const marked = await readAllMessages(db, reader, clock.now());
      return ok({ marked, unread: await countUnreadMessages(db, reader) });
    },
  );
}
