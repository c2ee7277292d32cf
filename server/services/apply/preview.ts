import type { PreviewData } from '../../../protocol/apply';
import type { Locale } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import { parseJson } from '../../db/json';
import type { Applicant } from '../../http/auth';
import { findApplication, statusOf } from './application';
import { LETTER, menuItem, moduleRows } from './modules';

/** apply/new_preview: every module except recommendation letters, with definitions and saved values. */
export async function previewData(db: Db, applicant: Applicant, locale: Locale): Promise<PreviewData> {
  const application = await findApplication(db, applicant);
  const [modules, project, saved] = await Promise.all([
    moduleRows(db, applicant.projectId),
    db.selectFrom('projects').select('page_config').where('id', '=', applicant.projectId).executeTakeFirst(),
    application
      ? db.selectFrom('module_values').select(['module_id', 'value', 'state', 'version']).where('application_id', '=', application.id).execute()
      : Promise.resolve([]),
  ]);
  const byModule = new Map(saved.map((row) => [row.module_id, row]));
  const flags = parseJson<{ showReferee?: unknown; showRecommendation?: unknown }>(project?.page_config, {});
  return {
    modules: modules
      .filter((module) => module.referee !== LETTER)
      .map((module) => {
        const row = byModule.get(module.id);
        return { menu: menuItem(module, locale, row), fields: parseJson<unknown[]>(module.fields, []), values: parseJson<Record<string, unknown>>(row?.value, {}) };
      }),
    showReferee: flags.showReferee === true,
    showRecommendation: flags.showRecommendation === true,
    status: statusOf(application),
  };
}
