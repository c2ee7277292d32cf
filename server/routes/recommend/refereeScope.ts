import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireReferee } from '../../http/auth';
import { conflict, loginRequired } from '../../http/errors';
import { letterModule, type LetterFiles } from '../../services/recommend/letter';
import { loadProject, type ProjectInfo } from '../../services/recommend/lookup';

/** The recommendation a referee session was opened for, with its application and project. */
export interface RefereeScope {
  rec: {
    id: number;
    application_id: number;
    name: string;
    email: string;
    write_state: number;
    letter_state: number;
    value: string;
    version: number;
  };
  application: { id: number; user_id: number; batch_id: number | null; track_id: number | null };
  project: ProjectInfo;
}

/**
 * Only the session's own recommendation: no id from the client is used. A recommendation that was removed (or an
 * applicant who left) ends the referee's access with a 401.
 */
export async function refereeScope(app: FastifyInstance, request: FastifyRequest): Promise<RefereeScope> {
  const referee = requireReferee(request);
  const { db } = app.ctx;
  const rec = await db
    .selectFrom('recommendations')
    .select(['id', 'application_id', 'name', 'email', 'write_state', 'letter_state', 'value', 'version'])
    .where('id', '=', referee.recommendationId)
    .executeTakeFirst();
  if (!rec) throw loginRequired();
  const application = await db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .select(['applications.id', 'applications.user_id', 'applications.batch_id', 'applications.track_id', 'applications.project_id'])
    .where('applications.id', '=', rec.application_id)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  const project = application ? await loadProject(db, application.project_id) : undefined;
  if (!application || !project) throw loginRequired();
  return { rec, application, project };
}

/** The referee's letter while it may still change (409 once submitted): the scope, the letter module and its uploads' owner. */
export async function openLetter(app: FastifyInstance, request: FastifyRequest) {
  const scope = await refereeScope(app, request);
  const { rec, application, project } = scope;
  if (rec.write_state === 1) throw conflict('server.recommend.letterSubmitted');
  const module = await letterModule(app.ctx.db, project.id);
  const letter: LetterFiles = { module, recommendationId: rec.id, applicationId: application.id, projectId: project.id };
  return { ...scope, module, letter };
}
