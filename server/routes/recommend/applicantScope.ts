import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RecommendationActionData, RecommendRowBody } from '../../../protocol/recommend';
import { type Applicant, requireApplicant } from '../../http/auth';
import { ok } from '../../http/envelope';
import { ApiError, forbidden, missingField, notFound } from '../../http/errors';
import { findApplication, loadProject, type ProjectInfo, refereeModule } from '../../services/recommend/lookup';
import type { RecommenderRow } from '../../services/recommend/columns';
import { APPLICANT_COLUMNS, applicantRecord, type ApplicantRecommendation } from '../../services/recommend/records';

type RefereeModule = NonNullable<Awaited<ReturnType<typeof refereeModule>>>;
type Application = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** The signed-in applicant with their project, referee-information module and application (each may be missing). */
export interface ApplicantScope {
  applicant: Applicant;
  project: ProjectInfo;
  module: RefereeModule | undefined;
  application: Application | undefined;
}

export async function applicantScope(app: FastifyInstance, request: FastifyRequest): Promise<ApplicantScope> {
  const applicant = requireApplicant(request);
  const { db } = app.ctx;
  const project = await loadProject(db, applicant.projectId);
  if (!project) throw new ApiError(404, 'server.projectNotFound');
  const [module, application] = await Promise.all([refereeModule(db, project.id, 1), findApplication(db, applicant.id, project.id)]);
  return { applicant, project, module, application };
}

/** "The send button shows only in a referee view with referees enabled": page_config.showReferee and a referee module. */
export function requireRefereeView(scope: ApplicantScope): RefereeModule {
  if (!scope.project.showReferee || !scope.module) throw forbidden('server.recommend.refereeDisabled');
  return scope.module;
}

/** The recommendation a call names by `id` or `row_number`, of this application (the id is checked against it), or 404. */
export async function targetRecommendation(
  app: FastifyInstance,
  applicationId: number,
  moduleId: number,
  target: RecommendRowBody,
): Promise<ApplicantRecommendation> {
  if (target.id === undefined && target.row_number === undefined) throw missingField('row_number');
  let query = app.ctx.db.selectFrom('recommendations').select([...APPLICANT_COLUMNS]).where('application_id', '=', applicationId);
  query =
    target.id !== undefined
      ? query.where('id', '=', target.id)
      : query.where('module_id', '=', moduleId).where('row_number', '=', target.row_number ?? 0);
  // A row may also hold a written letter whose recommender was replaced in the form: the live one comes first.
  const rec = await query.orderBy('write_state').orderBy('id', 'desc').executeTakeFirst();
  if (!rec) throw notFound('server.recommend.rowNotFound');
  return rec;
}

/** The answer to an action on a recommender: the recommendation's record after it (with the form's `rows`), and `message`. */
export async function actionAnswer(app: FastifyInstance, scope: ApplicantScope, applicationId: number, recommendationId: number, rows: RecommenderRow[], message: string) {
  const data: RecommendationActionData = {
    record: await applicantRecord(app.ctx.db, scope.project.id, applicationId, recommendationId, rows),
    twoStep: scope.project.twoStep,
  };
  return ok(data, message);
}

/** The applicant's display name (for e-mails). */
export async function applicantName(app: FastifyInstance, userId: number): Promise<string> {
  const user = await app.ctx.db.selectFrom('users').select(['name']).where('id', '=', userId).executeTakeFirst();
  return user?.name ?? '';
}
