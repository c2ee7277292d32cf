import { PATHS } from '../../../protocol';
import { ACTIVITY_STATES, CONTENT_SCHEMAS } from '../../../protocol/content';
import { isOneOf } from '../../../protocol/isOneOf';
import { ok } from '../../http/envelope';
import { invalidField } from '../../http/errors';
import { requestLocale } from '../../http/language';
import type { TypedApi } from '../../http/typedApi';
import { parseJson } from '../../db/json';
import { activityView, projectActivities, quantities } from '../../services/content/activities';
import { toDetail, toSummary } from '../../services/content/activityState';
import { pageOf, paged } from '../../services/content/paging';
import { activityCaller } from '../../services/content/participant';
import { resolveProject } from '../../services/content/project';

/** Reading activities: counts by state, the paged list, one activity and its sign-up fields. Open to anonymous callers. */
export default async function activityRoutes(app: TypedApi): Promise<void> {
  const { db, clock } = app.ctx;
  const tags = ['activities'];

  app.get(
    PATHS.activities.quantity,
    { schema: { tags, summary: 'How many activities are in each state (for you or your contact)', querystring: CONTENT_SCHEMAS.activityQuery } },
    async (request) => {
      const { projectId, who } = await activityCaller(db, request, request.query);
      return ok(quantities(await projectActivities(db, projectId, who, clock.now())));
    },
  );

  app.get(
    PATHS.activities.list,
    { schema: { tags, summary: 'Activities, newest first, paged for load-more; optional state filter', querystring: CONTENT_SCHEMAS.activityListQuery } },
    async (request) => {
      const { state } = request.query;
      if (state !== undefined && state !== '' && !isOneOf(ACTIVITY_STATES, state)) throw invalidField('state');
      const { projectId, who } = await activityCaller(db, request, request.query);
      const all = (await projectActivities(db, projectId, who, clock.now())).filter((view) => !state || view.state === state);
      const page = pageOf(request.query);
      const locale = requestLocale(request.headers);
      const list = all.slice(page.offset, page.offset + page.pageSize).map((view) => toSummary(view.row, view.state, view.signedCount, locale));
      return ok(paged(list, all.length, page));
    },
  );

  app.get(
    PATHS.activities.detail,
    { schema: { tags, summary: 'One activity with its description and your sign-up state', querystring: CONTENT_SCHEMAS.activityDetailQuery } },
    async (request) => {
      const { projectId, who } = await activityCaller(db, request, request.query);
      const view = await activityView(db, projectId, request.query.id, who, clock.now());
      return ok(toDetail(view.row, view.state, view.signedCount, view.mine?.signed_in_at != null, requestLocale(request.headers)));
    },
  );

  app.get(
    PATHS.activities.applyFields,
    { schema: { tags, summary: 'Raw field definitions of an activity’s sign-up form', querystring: CONTENT_SCHEMAS.applyFieldQuery } },
    async (request) => {
      const projectId = await resolveProject(db, request, request.query);
      const view = await activityView(db, projectId, request.query.act_id, { userId: null, mobile: null, email: null }, clock.now());
      return ok({ act_id: view.row.id, fields: parseJson<unknown[]>(view.row.fields, []) });
    },
  );
}
