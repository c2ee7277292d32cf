import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect';
import { ApiError, missingField } from '../../http/errors';

export interface ProjectScope {
  project_id?: number;
  domain?: string;
}

/** The project of a call: the signed-in applicant's own, else the one named by `project_id` or `domain`. */
export async function resolveProject(db: Db, request: FastifyRequest, scope: ProjectScope): Promise<number> {
  if (request.applicant) return request.applicant.projectId;
  let query = db.selectFrom('projects').select('id');
  if (scope.project_id !== undefined) query = query.where('id', '=', scope.project_id);
  else if (scope.domain) query = query.where('domain', '=', scope.domain.trim());
  else throw missingField('project_id');
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiError(404, 'server.projectNotFound');
  return row.id;
}
