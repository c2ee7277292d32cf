import { PATHS } from '../../../protocol';
import { CONTENT_SCHEMAS } from '../../../protocol/content';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { parseBrowser } from '../../services/content/browser';
import { moduleConfig } from '../../services/content/moduleConfig';
import { resolveProject } from '../../services/content/project';
import { SCHOOL_LEVELS, schoolsOfLevel, searchSchools } from '../../services/content/schools';
import { pageOf, paged } from '../../services/content/paging';
import { weChatConfig } from '../../services/content/wechat';

/** Module configuration, foreign schools, browser check, visit channels and WeChat share configuration. */
export default async function miscRoutes(app: TypedApi): Promise<void> {
  const { db, config, clock } = app.ctx;
  const tags = ['misc'];

  app.get(
    PATHS.misc.moduleConfig,
    { schema: { tags, summary: 'Header menu items (0–7) and feature switches of the project', querystring: CONTENT_SCHEMAS.projectQuery } },
    async (request) => ok(await moduleConfig(db, await resolveProject(db, request, request.query))),
  );

  app.get(PATHS.misc.foreignSchoolLevelList, { schema: { tags, summary: 'Tiers of universities abroad', querystring: { type: 'object' } } }, async () =>
    ok(SCHOOL_LEVELS),
  );

  app.get(
    PATHS.misc.foreignSchoolList,
    { schema: { tags, summary: 'Universities abroad, optionally of one tier, paged', querystring: CONTENT_SCHEMAS.schoolListQuery } },
    async (request) => {
      const page = pageOf(request.query);
      const all = schoolsOfLevel(request.query.level);
      return ok(paged(all.slice(page.offset, page.offset + page.pageSize), all.length, page));
    },
  );

  app.get(
    PATHS.misc.searchSchoolName,
    { schema: { tags, summary: 'Universities abroad whose name (any language) contains the text, at most 20', querystring: CONTENT_SCHEMAS.schoolSearchQuery } },
    async (request) => ok(searchSchools(request.query.name)),
  );

  app.get(PATHS.misc.browser, { schema: { tags, summary: 'The caller’s browser from its User-Agent; IE below 10 is unsupported', querystring: { type: 'object' } } }, async (request) =>
    ok(parseBrowser(request.headers['user-agent'])),
  );

  app.post(
    PATHS.misc.channelAccess,
    { schema: { tags, summary: 'Records the channel a visit came from (validated and echoed)', body: CONTENT_SCHEMAS.channelBody } },
    async (request) => ok({ channel: request.body.channel }),
  );

  app.post(
    PATHS.misc.weChatConfig,
    { schema: { tags, summary: 'WeChat JS-SDK share configuration for a page URL', body: CONTENT_SCHEMAS.weChatBody } },
    async (request) => ok(await weChatConfig(config, request.body.url, clock.now())),
  );
}
