import { PATHS } from '../../../protocol';
import { emptyQuerySchema, type FiledData, filedQuerySchema, type MenuData } from '../../../protocol/apply';
import { parseJson } from '../../db/json';
import { requireApplicant } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { applicationState, extraOf, findApplication, statusOf } from '../../services/apply/application';
import { LETTER, menuItem, menuRows, projectModule, savedModule, savedStates } from '../../services/apply/modules';
import { toSeconds } from '../../services/apply/time';
import { localeOf, TAGS } from './common';

/** apply.menu and apply.filed. */
export function menuRoutes(app: TypedApi): void {
  const { db } = app.ctx;
  app.get(PATHS.apply.menu, { schema: { tags: TAGS.apply, summary: 'Modules with their states, batch_state and application status', querystring: emptyQuerySchema } }, async (request) => {
    const applicant = requireApplicant(request);
    const application = await findApplication(db, applicant);
    const [modules, states] = await Promise.all([menuRows(db, applicant.projectId), savedStates(db, application?.id)]);
    const locale = localeOf(request);
    const data: MenuData = {
      list: modules.map((module) => menuItem(module, locale, states.get(module.id))),
      batch_state: application?.batch_id ? 2 : 0,
      status: statusOf(application),
      application_state: applicationState(application),
      submitted_at: toSeconds(application?.submitted_at),
      stuff_result: extraOf(application).stuff_result === 1 ? 1 : 0,
    };
    return ok(data);
  });

  app.get(
    PATHS.apply.filed,
    { schema: { tags: TAGS.apply, summary: 'A module’s raw field definitions and the saved values (none for letter modules)', querystring: filedQuerySchema } },
    async (request) => {
      const applicant = requireApplicant(request);
      const module = await projectModule(db, applicant.projectId, request.query.menu_id);
      const application = await findApplication(db, applicant);
      const letter = module.referee === LETTER;
      const saved =
        application && !letter
          ? await savedModule(db, application.id, module.id).select(['value', 'state', 'version']).executeTakeFirst()
          : undefined;
      const menu = menuItem(module, localeOf(request), saved);
      const data: FiledData = {
        menu,
        fields: parseJson<unknown[]>(module.fields, []),
        values: saved ? parseJson<Record<string, unknown>>(saved.value, {}) : {},
        version: saved?.version ?? 0,
        state: menu.state,
        writeState: application?.status === 'submitted' || letter ? 1 : 0,
      };
      return ok(data);
    },
  );
}
