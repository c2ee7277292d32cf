import { PATHS } from '../../../protocol';
import { type AppliedData, batchQuerySchema, emptyQuerySchema, projectQuerySchema } from '../../../protocol/apply';
import { parseJson } from '../../db/json';
import { requireApplicant } from '../../http/auth';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import type { TypedApi } from '../../http/typedApi';
import { findApplication, statusOf } from '../../services/apply/application';
import { batchEntry, batchInfo, batchRows, trackEntry } from '../../services/apply/batches';
import { textIn } from '../../services/apply/text';
import { localeOf, projectFor, TAGS } from './common';

/** batch.info, org.projectBatch, batch.applied, batch.detail, batch.address. */
export function batchInfoRoutes(app: TypedApi): void {
  const { ctx } = app;
  const info = { querystring: projectQuerySchema };
  app.get(PATHS.batch.info, { schema: { tags: TAGS.batch, summary: 'Batches with tracks and the open ones (apply_list)', ...info } }, async (request) => {
    const project = await projectFor(app, request, request.query);
    return ok(await batchInfo(ctx.db, project.id, localeOf(request), ctx.clock.now()));
  });
  app.get(PATHS.org.projectBatch, { schema: { tags: TAGS.org, summary: 'Batches of a project (same shape as batch.info)', ...info } }, async (request) => {
    const project = await projectFor(app, request, request.query);
    return ok(await batchInfo(ctx.db, project.id, localeOf(request), ctx.clock.now()));
  });

  app.get(PATHS.batch.applied, { schema: { tags: TAGS.batch, summary: "The user's chosen batch and track", querystring: emptyQuerySchema } }, async (request) => {
    const applicant = requireApplicant(request);
    const application = await findApplication(ctx.db, applicant);
    const rows = await batchRows(ctx.db, applicant.projectId);
    const locale = localeOf(request);
    const now = ctx.clock.now();
    const batch = rows.find((row) => row.id === application?.batch_id && row.parent_id === null);
    const track = rows.find((row) => row.id === application?.track_id && row.parent_id === batch?.id);
    const data: AppliedData = {
      batch: batch ? batchEntry(batch, rows, locale, now) : null,
      track: track ? trackEntry(track, locale, now) : null,
      batch_state: batch ? 2 : 0,
      status: statusOf(application),
    };
    return ok(data);
  });

  const oneBatch = async (projectId: number, batchId: number) => {
    const rows = await batchRows(ctx.db, projectId);
    const batch = rows.find((row) => row.id === batchId && row.parent_id === null);
    if (!batch) throw notFound('server.apply.batchNotFound');
    return { batch, rows };
  };
  app.get(PATHS.batch.detail, { schema: { tags: TAGS.batch, summary: 'One batch of the user’s project with its tracks', querystring: batchQuerySchema } }, async (request) => {
    const applicant = requireApplicant(request);
    const { batch, rows } = await oneBatch(applicant.projectId, request.query.batch_id);
    return ok(batchEntry(batch, rows, localeOf(request), ctx.clock.now()));
  });
  app.get(
    PATHS.batch.address,
    { schema: { tags: TAGS.batch, summary: 'Where to go for a batch: the project’s contact address, phone and e-mail', querystring: batchQuerySchema } },
    async (request) => {
      const applicant = requireApplicant(request);
      await oneBatch(applicant.projectId, request.query.batch_id);
      const project = await projectFor(app, request, { project_id: applicant.projectId });
      const contact = parseJson<{ contact?: { address?: unknown; phone?: unknown; email?: unknown } }>(project.config, {}).contact ?? {};
      const locale = localeOf(request);
      return ok({ batch_id: request.query.batch_id, address: textIn(contact.address, locale), phone: textIn(contact.phone, locale), email: textIn(contact.email, locale) });
    },
  );
}
