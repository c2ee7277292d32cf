import { readFileSync } from 'node:fs';
import { PATHS } from '../../../protocol';
import { CONTENT_PATHS, CONTENT_SCHEMAS } from '../../../protocol/content';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { requireApplicant, TOKEN_SECURITY } from '../../http/auth';
import { FILE_HELMET } from '../../http/securityHeaders';
import { requestLocale } from '../../http/language';
import type { TypedApi } from '../../http/typedApi';
import { findContent, listContents } from '../../services/content/contents';
import { downloadFile } from '../../services/content/downloads';
import { pageOf } from '../../services/content/paging';
import { resolveProject } from '../../services/content/project';

/** Downloadable materials, their download records and the files themselves. */
export default async function materialRoutes(app: TypedApi): Promise<void> {
  const { db, clock } = app.ctx;
  const tags = ['misc'];

  app.get(
    PATHS.misc.reviewMaterialList,
    { schema: { tags, summary: 'Downloadable materials of the project, with file url, name and size', querystring: CONTENT_SCHEMAS.listQuery } },
    async (request) => {
      const projectId = await resolveProject(db, request, request.query);
      const scope = { projectId, userId: request.applicant?.id ?? null, locale: requestLocale(request.headers) };
      return ok(await listContents(db, scope, 'download', pageOf(request.query)));
    },
  );

  app.post(
    PATHS.misc.addMaterialDownloadInfo,
    {
      schema: { tags, summary: 'Records a download of one material by the signed-in applicant (30 a minute per address)', body: CONTENT_SCHEMAS.idBody, security: TOKEN_SECURITY },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const applicant = requireApplicant(request);
      const projectId = await resolveProject(db, request, request.body);
      const row = await findContent(db, projectId, ['download'], request.body.id);
      await db.insertInto('download_records').values({ user_id: applicant.id, content_id: row.id, created_at: clock.now() }).execute();
      const count = await db
        .selectFrom('download_records')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('content_id', '=', row.id)
        .executeTakeFirst();
      return ok({ id: row.id, downloads: Number(count?.count ?? 0) });
    },
  );

  app.get(
    CONTENT_PATHS.download,
    { schema: { tags, summary: 'A downloadable material file (PDFs in place, for the embedded viewer; the rest as attachments)', params: CONTENT_SCHEMAS.downloadParams }, helmet: FILE_HELMET },
    async (request, reply) => {
      const { name } = request.params;
      const file = downloadFile(name);
      if (!file) throw notFound();
      return reply
        .header('content-type', file.type)
        .header('content-disposition', `${file.inline ? 'inline' : 'attachment'}; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .send(readFileSync(file.path));
    },
  );
}
