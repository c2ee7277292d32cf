import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProjectQuery } from '../../../protocol/apply';
import type { Locale } from '../../../schema-adapters';
import { requestLocale } from '../../http/language';
import { missingField, notFound } from '../../http/errors';

/** OpenAPI tags of this area. */
export const TAGS = { apply: ['apply'], batch: ['batch'], org: ['org'] } as const;

/** The request's language. */
export const localeOf = (request: FastifyRequest): Locale => requestLocale(request.headers);

/** The project a public read names (project_id or domain), else the signed-in user's project. */
export async function projectFor(app: FastifyInstance, request: FastifyRequest, query: ProjectQuery) {
  const base = app.ctx.db.selectFrom('projects').select(['id', 'org_id', 'domain', 'user_type', 'config', 'page_config', 'deadline', 'free']);
  let project;
  if (query.project_id !== undefined) project = await base.where('id', '=', query.project_id).executeTakeFirst();
  else if (query.domain) project = await base.where('domain', '=', query.domain.trim().toLowerCase()).executeTakeFirst();
  else if (request.applicant) project = await base.where('id', '=', request.applicant.projectId).executeTakeFirst();
  else throw missingField('project_id');
  if (!project) throw notFound('server.projectNotFound');
  return project;
}
