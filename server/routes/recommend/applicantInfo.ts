import type { FastifyRequest } from 'fastify';
import { PATHS } from '../../../protocol';
import { type RefereeApplicantInfoData, recommendListQuery } from '../../../protocol/recommend';
import { pickText, type LocalizedText } from '../../../schema-adapters';
import { parseJson } from '../../db/json';
import { TOKEN_SECURITY } from '../../http/auth';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/language';
import type { TypedApi } from '../../http/typedApi';
import { refereeScope } from './refereeScope';

/** GET/POST recommend/applicantInfo: who the letter is for; nothing from the applicant's modules. */
export default async function applicantInfoRoute(app: TypedApi): Promise<void> {
  const handler = async (request: FastifyRequest) => {
    const { db } = app.ctx;
    const { rec, application, project } = await refereeScope(app, request);
    const locale = requestLocale(request.headers);
    const batchIds = [application.batch_id, application.track_id].filter((id): id is number => id !== null);
    const [user, batches] = await Promise.all([
      db.selectFrom('users').select('name').where('id', '=', application.user_id).executeTakeFirst(),
      batchIds.length > 0 ? db.selectFrom('batches').select(['id', 'title']).where('id', 'in', batchIds).execute() : Promise.resolve([]),
    ]);
    const titleOf = (id: number | null) => {
      const batch = batches.find((candidate) => candidate.id === id);
      return batch ? pickText(parseJson<LocalizedText>(batch.title, {}), locale) : null;
    };
    const data: RefereeApplicantInfoData = {
      applicant: { name: user?.name ?? '' },
      project: { domain: project.domain, title: pickText(project.title, locale) },
      batch: titleOf(application.batch_id),
      track: titleOf(application.track_id),
      recommender: { name: rec.name, email: rec.email },
      writeState: rec.write_state,
      letter_state: rec.letter_state,
    };
    return ok(data);
  };
  const schema = { tags: ['recommend'], summary: 'The applicant a referee writes for (name, project, batch, track)', security: TOKEN_SECURITY };
  app.get(PATHS.recommender.applicantInfo, { schema: { ...schema, querystring: recommendListQuery } }, handler);
  app.post(PATHS.recommender.applicantInfo, { schema: { ...schema, body: recommendListQuery } }, handler);
}
