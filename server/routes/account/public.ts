import { PATHS } from '../../../protocol';
import { domainQuerySchema, type ProjectInfoData, type ProjectSummary } from '../../../protocol/account';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { newCaptcha } from '../../services/account/captcha';
import { authModeData, projectByDomain, projectConfig } from '../../services/account/projects';
import { NO_QUERY, PUBLIC_TAGS, RATE_LIMITS } from './common';

/** Captcha, project configuration by domain, and the project list. */
export function registerPublicRoutes(app: TypedApi): void {
  app.get(
    PATHS.public.code,
    { schema: { tags: PUBLIC_TAGS, summary: 'A picture captcha (4 characters, 5 minutes, single use)', querystring: NO_QUERY }, config: { rateLimit: RATE_LIMITS.captcha } },
    async () => {
      const { key, image } = await newCaptcha(app.ctx.db, app.ctx.clock.now());
      return ok({ key, image });
    },
  );

  app.get(
    PATHS.public.authMode,
    { schema: { tags: PUBLIC_TAGS, summary: 'Project configuration for the portal, by domain', querystring: domainQuerySchema } },
    async (request) => {
      return ok(authModeData(await projectByDomain(app.ctx.db, request.query.domain)));
    },
  );

  app.get(
    PATHS.public.projectInfo,
    { schema: { tags: PUBLIC_TAGS, summary: 'Project title and SEO title by language', querystring: domainQuerySchema } },
    async (request) => {
      const config = projectConfig(await projectByDomain(app.ctx.db, request.query.domain));
      const data: ProjectInfoData = { title: config.title, seo_title: config.seo_title };
      return ok(data);
    },
  );

  app.get(PATHS.public.projects, { schema: { tags: PUBLIC_TAGS, summary: 'Every project', querystring: NO_QUERY } }, async () => {
    const rows = await app.ctx.db.selectFrom('projects').selectAll().orderBy('id').execute();
    const data: ProjectSummary[] = rows.map((project) => ({
      domain: project.domain,
      project_id: project.id,
      title: projectConfig(project).title,
      user_type: project.user_type,
      free: project.free === 1 ? 1 : 0,
    }));
    return ok(data);
  });
}
