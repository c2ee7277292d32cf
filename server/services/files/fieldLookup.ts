import { type FieldDefinition, type FormRuntime, parseFields } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import { badRequest, invalidField } from '../../http/errors';
import type { FileOwner } from './owner';

/** The upload field a file is sent for. */
export interface UploadTarget {
  moduleId: number;
  field: FieldDefinition;
}

/**
 * An applicant's module (not a letter) by id in their project; a referee's letter module (referee 2) of their
 * recommendation's project, the one named by `menuId` when given.
 */
async function findModule(db: Db, owner: FileOwner, menuId: number | undefined) {
  let query = db.selectFrom('modules').select(['id', 'fields']).where('project_id', '=', owner.projectId);
  if (owner.kind === 'referee') query = query.where('referee', '=', 2);
  else query = query.where('referee', '!=', 2);
  if (menuId !== undefined) query = query.where('id', '=', menuId);
  return query.orderBy('sort').orderBy('id').executeTakeFirst();
}

function readFields(raw: string): FieldDefinition[] {
  try {
    return parseFields(raw);
  } catch {
    return [];
  }
}

/** Parses a positive integer form value; undefined when absent. */
export function optionalId(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^\d{1,12}$/.test(value.trim())) throw invalidField(name);
  return Number(value.trim());
}

/** Resolves `menu_id` + `id` to a field holding files (an upload or a video) the owner may fill, or a 400. */
export async function findUploadField(db: Db, forms: FormRuntime, owner: FileOwner, menuIdText: string | undefined, fieldId: string | undefined): Promise<UploadTarget> {
  const menuId = optionalId(menuIdText, 'menu_id');
  if (menuId === undefined && owner.kind === 'applicant') throw badRequest('server.missingField', { field: 'menu_id' }, { field: 'menu_id' });
  const id = fieldId?.trim();
  if (!id) throw badRequest('server.missingField', { field: 'id' }, { field: 'id' });
  const module = await findModule(db, owner, menuId);
  const field = module ? readFields(module.fields).find((candidate) => candidate.id === id) : undefined;
  if (!module || !field || forms.holds(field) !== 'files') throw badRequest('server.upload.fieldNotFound', {}, { field: 'id' });
  return { moduleId: module.id, field };
}

/** Checks an optional `menu_id` names a module of the owner's project; returns it. */
export async function ownModuleId(db: Db, owner: FileOwner, menuIdText: string | number | undefined): Promise<number | null> {
  const menuId = optionalId(menuIdText === undefined ? undefined : String(menuIdText), 'menu_id');
  if (menuId === undefined) return null;
  const module = await findModule(db, owner, menuId);
  if (!module) throw invalidField('menu_id');
  return module.id;
}
