import type { LocalizedText } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import { parseJson } from '../../db/json';
import { userApplication } from '../apply/application';
import { savedModule } from '../apply/modules';
import { recommenderRows, refereeColumns, type RecommenderRow } from './columns';
import { isRecord } from '../../../schema-adapters/keywords/record';

/** What the recommendation calls need of a project. */
export interface ProjectInfo {
  id: number;
  domain: string;
  title: LocalizedText;
  layout: string;
  /** page_config.showReferee: the referee view with its send buttons is on. */
  showReferee: boolean;
  /** The schwarzman layout: reminder button and two-step status. */
  twoStep: boolean;
}

const TWO_STEP_LAYOUT = 'schwarzman';

export async function loadProject(db: Db, projectId: number): Promise<ProjectInfo | undefined> {
  const row = await db.selectFrom('projects').select(['id', 'domain', 'config', 'page_config']).where('id', '=', projectId).executeTakeFirst();
  if (!row) return undefined;
  const config = parseJson<{ title?: LocalizedText; layout?: { name?: string } }>(row.config, {});
  const pageConfig = parseJson<{ showReferee?: unknown }>(row.page_config, {});
  return {
    id: row.id,
    domain: row.domain,
    title: config.title ?? {},
    layout: config.layout?.name ?? '',
    showReferee: pageConfig.showReferee === true || pageConfig.showReferee === 1,
    twoStep: config.layout?.name === TWO_STEP_LAYOUT,
  };
}

/** The project's first module with this referee value (1 recommender information, 2 recommendation letter). */
export async function refereeModule(db: Db, projectId: number, referee: 1 | 2) {
  return db
    .selectFrom('modules')
    .select(['id', 'title', 'required', 'referee', 'options', 'fields'])
    .where('project_id', '=', projectId)
    .where('referee', '=', referee)
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
}

/** The signed-in user's application in their project. */
export async function findApplication(db: Db, userId: number, projectId: number) {
  return userApplication(db, userId, projectId).select(['id', 'status', 'batch_id', 'track_id']).executeTakeFirst();
}

/** The saved values of a module, or undefined when never saved. */
export async function savedValues(db: Db, applicationId: number, moduleId: number): Promise<Record<string, unknown> | undefined> {
  const row = await savedModule(db, applicationId, moduleId).select('value').executeTakeFirst();
  if (!row) return undefined;
  const value = parseJson<unknown>(row.value, {});
  return isRecord(value) ? value : {};
}

/** The recommender rows of the saved referee-information values (empty when none). */
export async function savedRows(db: Db, applicationId: number, module: { id: number; fields: string }): Promise<RecommenderRow[]> {
  const columns = refereeColumns(module.fields);
  const values = await savedValues(db, applicationId, module.id);
  return columns && values ? recommenderRows(columns, values) : [];
}
