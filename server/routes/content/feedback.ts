import { PATHS } from '../../../protocol';
import { CONTENT_SCHEMAS, FEEDBACK_MAX_LENGTH, type FeedbackItem } from '../../../protocol/content';
import { requireApplicant, TOKEN_SECURITY } from '../../http/auth';
import { ok } from '../../http/envelope';
import { badRequest, missingField } from '../../http/errors';
import type { TypedApi } from '../../http/typedApi';
import { pageOf, paged } from '../../services/content/paging';

/** Feedback of the signed-in applicant: send one, list their own. */
export default async function feedbackRoutes(app: TypedApi): Promise<void> {
  const { db, clock } = app.ctx;

  app.get(
    PATHS.public.feedback,
    { schema: { tags: ['content'], summary: 'Your own feedback, newest first', querystring: CONTENT_SCHEMAS.listQuery, security: TOKEN_SECURITY } },
    async (request) => {
      const user = requireApplicant(request);
      const page = pageOf(request.query);
      const base = db.selectFrom('feedback').where('user_id', '=', user.id).where('project_id', '=', user.projectId);
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst())?.count ?? 0);
      const rows = await base
        .select(['id', 'content', 'contact', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.pageSize)
        .offset(page.offset)
        .execute();
      return ok(paged<FeedbackItem>(rows, total, page));
    },
  );

  app.post(
    PATHS.public.feedback,
    { schema: { tags: ['content'], summary: `Sends feedback (1–${FEEDBACK_MAX_LENGTH} characters, optional contact)`, body: CONTENT_SCHEMAS.feedbackBody, security: TOKEN_SECURITY }, config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request) => {
      const user = requireApplicant(request);
      const content = request.body.content.trim();
      if (!content) throw missingField('content');
      if ([...content].length > FEEDBACK_MAX_LENGTH) throw badRequest('server.content.feedbackTooLong', { max: FEEDBACK_MAX_LENGTH }, { field: 'content' });
      const contact = request.body.contact?.trim() || null;
      const now = clock.now();
      const row = await db
        .insertInto('feedback')
        .values({ project_id: user.projectId, user_id: user.id, content, contact, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok<FeedbackItem>({ id: row.id, content, contact, created_at: now });
    },
  );
}
