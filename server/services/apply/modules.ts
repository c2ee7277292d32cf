import type { Selectable } from 'kysely';
import type { MenuItem } from '../../../protocol/apply';
import { type Locale, pickText } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import { parseJson } from '../../db/json';
import type { ModuleTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { localized } from './text';

export type ModuleRow = Selectable<ModuleTable>;
type MenuRow = Omit<ModuleRow, 'fields' | 'revision'>;

export const LETTER = 2;
export const REFEREE_INFO = 1;

const level = (value: number): 0 | 1 | 2 => (value === 1 || value === 2 ? value : 0);

/** A module as a menu entry; `state` and `version` come from the user's saved values. */
export function menuItem(module: MenuRow, locale: Locale, saved?: { state: number; version: number }): MenuItem {
  const title = localized(module.title);
  const options = parseJson<unknown>(module.options, {});
  return {
    menuid: module.id,
    title,
    name: pickText(title, locale),
    options: typeof options === 'object' && options !== null && !Array.isArray(options) ? (options as MenuItem['options']) : {},
    required: module.required === 1 ? 1 : 0,
    referee: level(module.referee),
    state: level(saved?.state ?? 0),
    version: saved?.version ?? 0,
  };
}

/** The project's modules for the menu (without their definitions), in menu order. */
export async function menuRows(db: Db, projectId: number): Promise<MenuRow[]> {
  return db
    .selectFrom('modules')
    .select(['id', 'project_id', 'name', 'title', 'required', 'referee', 'options', 'sort'])
    .where('project_id', '=', projectId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Every module of the project with its definitions, in menu order. */
export async function moduleRows(db: Db, projectId: number): Promise<ModuleRow[]> {
  return db.selectFrom('modules').selectAll().where('project_id', '=', projectId).orderBy('sort').orderBy('id').execute();
}

/** One module of the user's project, or 404 (a module of another project is never found). */
export async function projectModule(db: Db, projectId: number, moduleId: number): Promise<ModuleRow> {
  const module = await db.selectFrom('modules').selectAll().where('id', '=', moduleId).where('project_id', '=', projectId).executeTakeFirst();
  if (!module) throw notFound('server.apply.moduleNotFound');
  return module;
}

/** The saved values of one module of an application (at most one row), for the caller to select the columns it needs. */
export function savedModule(db: Db, applicationId: number, moduleId: number) {
  return db.selectFrom('module_values').where('application_id', '=', applicationId).where('module_id', '=', moduleId);
}

/** Saved state and version per module of an application. */
export async function savedStates(db: Db, applicationId: number | undefined): Promise<Map<number, { state: number; version: number }>> {
  if (applicationId === undefined) return new Map();
  const rows = await db
    .selectFrom('module_values')
    .select(['module_id', 'state', 'version'])
    .where('application_id', '=', applicationId)
    .execute();
  return new Map(rows.map((row) => [row.module_id, { state: row.state, version: row.version }]));
}
