import { PATHS } from '../../../protocol';
import { CONTENT_SCHEMAS } from '../../../protocol/content';
import { requireApplicant, TOKEN_SECURITY } from '../../http/auth';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/language';
import type { TypedApi } from '../../http/typedApi';
import { listMessages, messageOf } from '../../services/content/messages';
import { pageOf } from '../../services/content/paging';

/** The message centre: project-wide and personal messages with read flags. */
export default async function messageRoutes(app: TypedApi): Promise<void> {
  const { db } = app.ctx;
  app.get(
    PATHS.org.messageRecordList,
    {
      schema: {
        tags: ['messages'],
        summary: 'Your messages, newest first, with read flags and the unread count; with `id`, that one message (404 for anyone else\'s)',
        querystring: CONTENT_SCHEMAS.itemOrListQuery,
        security: TOKEN_SECURITY,
      },
    },
    async (request) => {
      const user = requireApplicant(request);
      const reader = { id: user.id, projectId: user.projectId };
      const locale = requestLocale(request.headers);
      const { id } = request.query;
      return ok(id === undefined ? await listMessages(db, reader, locale, pageOf(request.query)) : await messageOf(db, reader, locale, id));
    },
  );
}
