import '../../messages';
import { PATHS } from '../../../protocol';
import { type ConfirmContentData, emptyQuerySchema } from '../../../protocol/apply';
import { pickText, translate } from '../../../schema-adapters';
import { parseJson } from '../../db/json';
import { requireApplicant } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { extraOf, findApplication } from '../../services/apply/application';
import { protocolContent } from '../../services/apply/confirmation';
import { retestList } from '../../services/apply/retest';
import { confirmContentQuerySchema } from '../../../protocol/retest';
import { localeOf, projectFor, TAGS } from './common';

const get = (summary: string) => ({ schema: { tags: TAGS.batch, summary, querystring: emptyQuerySchema } });

/** batch.tableInfo, batch.getRetestList, confirm.getConfirmContent (submit acknowledgement or interview result protocol). */
export function batchExtrasRoutes(app: TypedApi): void {
  const { ctx } = app;
  app.get(PATHS.batch.tableInfo, get('Supplementary-information tables for this applicant (empty list when none)'), async (request) => {
    const application = await findApplication(ctx.db, requireApplicant(request));
    return ok({ list: extraOf(application).table_info ?? [] });
  });
  app.get(PATHS.batch.getRetestList, get('Re-examination arrangements (empty list when none)'), async (request) => {
    const application = await findApplication(ctx.db, requireApplicant(request));
    return ok({ list: retestList(extraOf(application), localeOf(request)) });
  });
  const confirmSchema = {
    schema: { tags: TAGS.batch, summary: 'The acknowledgement shown before submit and what submit requires; with type=interview_result, the interview result protocol to confirm', querystring: confirmContentQuerySchema },
  };
  app.get(PATHS.batch.confirmContent, confirmSchema, async (request) => {
    const applicant = requireApplicant(request);
    const locale = localeOf(request);
    if (request.query.type === 'interview_result') return ok(await protocolContent(ctx.db, applicant, locale));
    const [project, application] = await Promise.all([projectFor(app, request, { project_id: applicant.projectId }), findApplication(ctx.db, applicant)]);
    const title = pickText(parseJson<{ title?: Record<string, string> }>(project.config, {}).title, locale);
    const file =
      application?.signature_file_id != null
        ? await ctx.db.selectFrom('files').select('uid').where('id', '=', application.signature_file_id).where('user_id', '=', applicant.id).executeTakeFirst()
        : undefined;
    const data: ConfirmContentData = {
      title: translate(locale, 'server.apply.confirmTitle'),
      content: translate(locale, 'server.apply.confirmContent', { project: title }),
      require_acknowledge: 1,
      require_signature: 1,
      signature: { present: Boolean(file), uid: file?.uid ?? null },
    };
    return ok(data);
  });
}
