import type { FastifyRequest } from 'fastify';
import { PATHS } from '../../../protocol';
import { type RecommendationListData, recommendListQuery } from '../../../protocol/recommend';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { savedRows } from '../../services/recommend/lookup';
import { applicantRecords } from '../../services/recommend/records';
import { applicantScope } from './applicantScope';
import { signedInRoute } from './routeOptions';

/** checkSendEmailState (referee view) and letterList (home page): the applicant's recommendation records. */
export default async function recordRoutes(app: TypedApi): Promise<void> {
  const handler = async (request: FastifyRequest) => {
    const scope = await applicantScope(app, request);
    const data: RecommendationListData = {
      list: [],
      showReferee: scope.project.showReferee && scope.module !== undefined,
      twoStep: scope.project.twoStep,
    };
    if (scope.application) {
      const rows = scope.module ? await savedRows(app.ctx.db, scope.application.id, scope.module) : [];
      data.list = await applicantRecords(app.ctx.db, scope.project.id, scope.application.id, rows);
    }
    return ok(data);
  };
  const options = (summary: string) => signedInRoute(summary, { querystring: recommendListQuery });
  app.get(PATHS.apply.checkSendEmailState, options("The applicant's recommenders with their send and letter states"), handler);
  app.get(PATHS.batch.letterList, options("The applicant's recommendation records for the home page"), handler);
}
