import { countUnreadMessages } from '../../services/content/messages';
import { PATHS } from '../../../protocol';
import type { NewMessageCount, UserInfoData } from '../../../protocol/account';
import { parseJson } from '../../db/json';
import { requireApplicant, TOKEN_SECURITY } from '../../http/auth';
import { loginRequired } from '../../http/errors';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { projectById, projectConfig, type ProjectRow } from '../../services/account/projects';
import { userInfo } from '../../services/account/users';
import { ACCOUNT_TAGS, NO_QUERY } from './common';

interface PageConfig {
  menu?: Array<{ index: number; show: boolean }>;
  showReferee?: boolean;
  showRecommendation?: boolean;
  previewLayout?: string;
}

/** The home page configuration (see `UserInfoData` in protocol/account.ts) from the project's page_config. */
function homePageConfig(project: ProjectRow): UserInfoData['home_page_config'] {
  const config = projectConfig(project);
  const page = parseJson<PageConfig>(project.page_config, {});
  const menu = Array.isArray(page.menu) ? page.menu : [0, 1, 2, 3, 4, 5].map((index) => ({ index, show: true }));
  return {
    header: { layout: config.layout.name, menu },
    main: {
      layout_info: {
        preview_layout: page.previewLayout ?? 'horz',
        show_referee: page.showReferee ?? false,
        show_recommendation: page.showRecommendation ?? false,
      },
    },
    footer: { layout: config.layout.name, contact: config.contact },
  };
}

/** The signed-in user's info with the home configuration, and the unread message count. */
export function registerInfoRoutes(app: TypedApi): void {
  app.get(
    PATHS.account.userInfo,
    { schema: { tags: ACCOUNT_TAGS, summary: 'The signed-in user and the home page configuration', querystring: NO_QUERY, security: TOKEN_SECURITY } },
    async (request) => {
      const applicant = requireApplicant(request);
      const { db } = app.ctx;
      const user = await db.selectFrom('users').selectAll().where('id', '=', applicant.id).executeTakeFirst();
      if (!user) throw loginRequired();
      const project = await projectById(db, user.project_id);
      const data: UserInfoData = { user_info: await userInfo(db, user, project), home_page_config: homePageConfig(project) };
      return ok(data);
    },
  );

  app.get(
    PATHS.account.countNewMessage,
    { schema: { tags: ACCOUNT_TAGS, summary: 'Unread messages of the signed-in user', querystring: NO_QUERY, security: TOKEN_SECURITY } },
    async (request) => {
      const applicant = requireApplicant(request);
      const count = await countUnreadMessages(app.ctx.db, { id: applicant.id, projectId: applicant.projectId });
      const data: NewMessageCount = { count };
      return ok(data);
    },
  );
}
